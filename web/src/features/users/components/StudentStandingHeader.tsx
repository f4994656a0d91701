import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useStandingQuery } from "../hooks/use-views";
import { Balance, ChecklistProgress, NextDeadline, ProgramStatuses } from "./StandingParts";

/**
 * The student page's header (decision 0085): where the student stands at a glance, before any tab: the status in
 * each program, who is responsible, the next deadline, the balance and the checklist's progress. The same fields as
 * the user list's columns, from the same server function.
 */
export function StudentStandingHeader({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const standing = useStandingQuery(userId, true);
  if (!standing.data) {
    return standing.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null;
  }
  const { programs, responsible, next_deadline, balance, checklist } = standing.data;
  const items = [
    { key: "programs", label: t("crm.standing.programs"), value: <ProgramStatuses programs={programs} /> },
    { key: "responsible", label: t("crm.standing.responsible"), value: responsible?.name || t("crm.standing.none") },
    { key: "deadline", label: t("crm.standing.nextDeadline"), value: <NextDeadline deadline={next_deadline} /> },
    { key: "balance", label: t("crm.standing.balance"), value: <Balance balance={balance} /> },
    { key: "checklist", label: t("crm.standing.checklist"), value: <ChecklistProgress checklist={checklist} /> },
  ];
  return (
    <section className="standing" aria-label={t("crm.standing.title")} data-testid="student-standing">
      <dl className="standing__items">
        {items.map((item) => (
          <div key={item.key} className="standing__item" data-testid={`standing-${item.key}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
