import {
  CHECKLIST_GROUPS,
  type ChecklistGroup,
  type ChecklistItem,
  type ChecklistState,
  type DocumentAlert,
} from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Checkbox, Collapse, Empty, Skeleton, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatShortDate } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { checklistKeys, fetchChecklist } from "../api/checklist.api";
import "../checklist.css";
import "../texts";

/** Ant Design presets, with the text darkened so it reaches 4.5:1 on the tag's tint (decision 0019), as StatusTag's. */
const STATE_COLOURS: Record<ChecklistState, { preset: string; text: string }> = {
  missing: { preset: "default", text: "rgba(0, 0, 0, 0.88)" },
  handed_in: { preset: "blue", text: "#003eb3" },
  checked: { preset: "green", text: "#135200" },
  expiring: { preset: "gold", text: "#874d00" },
  expired: { preset: "red", text: "#a8071a" },
};
/** Groups a manager reads item by item stay open; the long tick lists (finance, apostille) open on demand. */
const OPEN_GROUPS: ChecklistGroup[] = ["identity", "program", "uploaded"];

/** An item's name: the standard ones from the record's own texts, the rest by the name they were given. */
function itemName(item: Pick<ChecklistItem, "key" | "group" | "name">, t: TFunction): string {
  switch (item.group) {
    case "identity":
      return t(runtimeKey(`record.documentTypes.${item.key}`));
    case "finance":
      return t(runtimeKey(`record.finance.${item.key.slice("finance_".length)}`));
    case "apostille": {
      const round = item.key.slice(item.key.lastIndexOf("_") + 1);
      const document = item.key.slice("apostille_".length, item.key.lastIndexOf("_"));
      return `${t(runtimeKey(`record.apostille.${document}`))}, ${t(runtimeKey(`record.rounds.${round}`))}`;
    }
    default:
      return item.name;
  }
}

function alertText(alert: DocumentAlert, t: TFunction, date: (value: string) => string): string {
  const name =
    alert.subject === "round"
      ? alert.name
      : itemName({ key: alert.key, group: alert.key.includes(":") ? "uploaded" : "identity", name: alert.name }, t);
  return t(runtimeKey(`checklist.alerts.${alert.subject}`), { name, date: date(alert.due_on), days: alert.days });
}

/** The items a manager ticks (the finance and apostille checks); the rest follow from files and dates. */
const TICKED_GROUPS: ReadonlySet<ChecklistGroup> = new Set(["finance", "apostille"]);

/**
 * A student's document checklist (decision 0033): computed by the server from the record, the checks and the
 * programs' required documents, with each dated item's expiry and the alerts still open. Staff see it on the student
 * page, the student on their own applications tab. Given `onTick` (staff who manage the record), the checks are
 * ticked right here (decision 0085), and the checklist is read again after each.
 */
export function ChecklistPanel({
  userId,
  onTick,
}: {
  userId: number;
  onTick?: (key: string, checked: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const checklist = useQuery({
    queryKey: checklistKeys.checklist(userId, language),
    queryFn: ({ signal }) => fetchChecklist({ userId, language, signal }),
  });
  const tick = useMutation({
    mutationFn: ({ key, checked }: { key: string; checked: boolean }) => onTick!(key, checked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistKeys.all }),
  });
  const date = (value: string) => formatShortDate(value, language);

  if (checklist.isPending) return <Skeleton active />;
  if (!checklist.data) return <Alert type="error" showIcon message={errorText(checklist.error, t)} />;
  const { items, alerts } = checklist.data;
  const ready = (item: ChecklistItem) => item.state === "handed_in" || item.state === "checked";
  const groups = CHECKLIST_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter((entry) => entry.items.length > 0);

  return (
    <section className="checklist" data-testid="checklist" aria-labelledby={`checklist-title-${userId}`}>
      <Typography.Title level={2} className="checklist__title" id={`checklist-title-${userId}`}>
        {t("checklist.title")}
      </Typography.Title>
      {alerts.length > 0 && (
        <section aria-label={t("checklist.alerts.title")} className="checklist__alerts" data-testid="checklist-alerts">
          {alerts.map((alert) => (
            <Alert
              key={alert.id}
              type={alert.days <= 7 ? "error" : "warning"}
              showIcon
              message={alertText(alert, t, date)}
              data-testid={`checklist-alert-${alert.key}`}
            />
          ))}
        </section>
      )}
      {tick.error ? <Alert type="error" showIcon message={errorText(tick.error, t)} /> : null}
      <p className="checklist__summary" data-testid="checklist-summary">
        {t("checklist.summary", { done: items.filter(ready).length, total: items.length })}
      </p>
      {groups.length === 0 ? (
        <Empty description={t("checklist.empty")} />
      ) : (
        <Collapse
          defaultActiveKey={OPEN_GROUPS}
          items={groups.map(({ group, items: groupItems }) => ({
            key: group,
            label: `${t(runtimeKey(`checklist.groups.${group}`))} · ${groupItems.filter(ready).length}/${groupItems.length}`,
            children: (
              <ul className="checklist__items" data-testid={`checklist-group-${group}`}>
                {groupItems.map((item) => (
                  <li key={item.key} className="checklist__item" data-testid={`checklist-item-${item.key}`}>
                    <span className="checklist__name">
                      {onTick && TICKED_GROUPS.has(item.group) ? (
                        <Checkbox
                          checked={item.state === "checked"}
                          disabled={tick.isPending}
                          onChange={(event) => tick.mutate({ key: item.key, checked: event.target.checked })}
                          data-testid={`checklist-tick-${item.key}`}
                        >
                          {itemName(item, t)}
                        </Checkbox>
                      ) : (
                        itemName(item, t)
                      )}
                      {item.course_title ? (
                        <Typography.Text type="secondary"> · {item.course_title}</Typography.Text>
                      ) : null}
                      {item.expires_on ? (
                        <Typography.Text type="secondary">
                          {" "}
                          · {t("checklist.expires", { date: date(item.expires_on) })}
                        </Typography.Text>
                      ) : null}
                    </span>
                    <Tag
                      color={STATE_COLOURS[item.state].preset}
                      style={{ color: STATE_COLOURS[item.state].text }}
                      data-testid={`checklist-state-${item.key}`}
                    >
                      {t(runtimeKey(`checklist.states.${item.state}`))}
                    </Tag>
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      )}
    </section>
  );
}
