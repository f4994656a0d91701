import { PlusOutlined } from "@ant-design/icons";
import type { AutomationRule } from "@school/contracts";
import { Button, Empty, Skeleton, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { LoadFailed } from "../../../ui/LoadFailed";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { useTaskHolders } from "../../staff-tasks";
import { useRuleActions, useRules } from "../hooks/use-automation";
import { RuleFormModal } from "./RuleFormModal";
import { RunsLog } from "./RunsLog";
import "../texts";
import "../../mailings/texts";
import "../../staff-tasks/texts";
import "../automation.css";
import "../../application-status/texts";

/**
 * `/automation` (issue 37, decision 0150): the school admin's rules, each switched on or off, written, previewed and
 * deleted, and the log of what they did.
 */
export function AutomationScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ rule: AutomationRule | null } | null>(null);
  return (
    <>
      <PageHeading
        title={t("routes.automation")}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ rule: null })}
            data-testid="rule-new"
          >
            {t("automation.new")}
          </Button>
        }
      />
      <div className="surface" data-testid="automation">
        <Tabs
          items={[
            {
              key: "rules",
              label: t("automation.rules"),
              children: <RuleList onEdit={(rule) => setEditing({ rule })} />,
            },
            { key: "log", label: t("automation.log"), children: <RunsLog /> },
          ]}
        />
      </div>
      {editing && <RuleFormModal open rule={editing.rule} onClose={() => setEditing(null)} />}
    </>
  );
}

function RuleList({ onEdit }: { onEdit: (rule: AutomationRule) => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const actions = useRuleActions();
  const holders = useTaskHolders();
  const taskSummary = (task: NonNullable<AutomationRule["actions"]["task"]>) => {
    if (task.assignee_id === null) return t("automation.summaryTask", { title: task.title, count: task.due_in_days });
    const holder = holders.data?.find((each) => each.id === task.assignee_id);
    const who = holder ? `${holder.first_name} ${holder.last_name}`.trim() : "…";
    return t("automation.summaryTaskTo", { title: task.title, who, count: task.due_in_days });
  };
  if (rules.isError) return <LoadFailed error={rules.error} onRetry={() => void rules.refetch()} />;
  if (rules.isLoading) return <Skeleton active />;
  if ((rules.data ?? []).length === 0) return <Empty description={t("automation.empty")} />;
  return (
    <ul className="automation-rules" data-testid="rules">
      {(rules.data ?? []).map((rule) => (
        <li key={rule.id} className="automation-rule" data-testid={`rule-${rule.id}`}>
          <div className="automation-rule__head">
            <h2 className="automation-rule__name">{rule.name}</h2>
            <Switch
              checked={rule.enabled}
              loading={actions.switch.isPending}
              onChange={(enabled) => actions.switch.mutate({ id: rule.id, enabled })}
              aria-label={t("automation.enabledNamed", { name: rule.name })}
              data-testid="rule-enabled"
            />
          </div>
          <p className="automation-rule__summary">
            {t(`automation.summary.${rule.trigger}`, {
              status: rule.to_status ? t(`applicationStatus.statuses.${rule.to_status}`) : "",
              count: rule.days ?? 0,
            })}
            {rule.program_ids.length > 0 && ` ${t("automation.summaryPrograms", { count: rule.program_ids.length })}`}
          </p>
          <ul className="automation-rule__actions">
            {rule.actions.task && <li>{taskSummary(rule.actions.task)}</li>}
            {rule.actions.notice && (
              <li>{t("automation.summaryNotice", { to: t(`automation.recipients.${rule.actions.notice.to}`) })}</li>
            )}
            {rule.actions.template && (
              <li>
                {t("automation.summaryTemplate", {
                  name: t(`mailings.templates.${rule.actions.template.key}`),
                  channels: rule.actions.template.channels
                    .map((channel) => t(`mailings.channel.${channel}`))
                    .join(", "),
                })}
              </li>
            )}
          </ul>
          <div className="automation-rule__foot">
            <span>{t("automation.runs", { done: rule.runs.done, failed: rule.runs.failed })}</span>
            <Button onClick={() => onEdit(rule)} data-testid="rule-edit">
              {t("automation.edit")}
            </Button>
            <ConfirmDeleteButton
              question={t("automation.deleteQuestion", { name: rule.name })}
              onConfirm={() => actions.remove.mutateAsync(rule.id)}
              testId="rule-delete"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
