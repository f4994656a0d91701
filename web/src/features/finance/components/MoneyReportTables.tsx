import type { MoneyReport } from "@school/contracts";
import { Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { useMoneyFormat } from "../money";

type Row = { key: string; name: string; currency: string; received_minor: number; payments: number };

/** One grouping of what was received (by month, program or method) as a table. */
export function ReceivedTable({ title, nameTitle, rows }: { title: string; nameTitle: string; rows: Row[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const columns: TableColumnsType<Row> = [
    { key: "name", title: nameTitle, dataIndex: "name" },
    {
      key: "received",
      title: t("finance.report.received"),
      align: "right",
      render: (_, row) => money.minor(row.received_minor, row.currency),
    },
    { key: "payments", title: t("finance.report.payments"), align: "right", dataIndex: "payments" },
  ];
  return (
    <section className="finance-section">
      <h2 className="finance-section__title">{title}</h2>
      <ScrollRegion label={title}>
        <Table<Row>
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          size="small"
          locale={{ emptyText: t("finance.report.noMoney") }}
        />
      </ScrollRegion>
    </section>
  );
}

type Overdue = MoneyReport["overdue"]["rows"][number];

/** The overdue tranches: how many and their sum, and the oldest with a link to each student's payments. */
export function OverdueTable({ overdue }: { overdue: MoneyReport["overdue"] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const language = useUiLanguage();
  const columns: TableColumnsType<Overdue> = [
    {
      key: "student",
      title: t("finance.balance.student"),
      render: (_, row) => <Link to={`/user/view/${row.user_id}?tab=payments`}>{personName(row)}</Link>,
    },
    { key: "due", title: t("finance.report.dueDate"), render: (_, row) => formatShortDate(row.due_date, language) },
    { key: "days", title: t("finance.report.daysOverdue"), align: "right", dataIndex: "days_overdue" },
    { key: "amount", title: t("finance.report.amount"), align: "right", render: (_, row) => money.major(row.amount) },
  ];
  return (
    <section className="finance-section" data-testid="report-overdue">
      <h2 className="finance-section__title">{t("finance.report.overdueTitle")}</h2>
      <p>
        {overdue.count === 0
          ? t("finance.report.overdueNone")
          : t("finance.report.overdueSummary", { count: overdue.count, amount: money.major(overdue.amount) })}
      </p>
      {overdue.count > 0 && (
        <ScrollRegion label={t("finance.report.overdueTitle")}>
          <Table<Overdue>
            rowKey="tranche_id"
            columns={columns}
            dataSource={overdue.rows}
            pagination={false}
            size="small"
          />
        </ScrollRegion>
      )}
    </section>
  );
}
