import type { TariffHistoryRow } from "@school/contracts";
import { Card, Table, Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatDate, formatMinorMoney } from "../../../ui/format";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";

const STATUS_COLOR = { paid: "success", pending: "warning", failed: "error", refunded: "default" } as const;

/**
 * A history row's line: a payment's is written here from its numbers, in the reader's language (decision 0135); a
 * period the operator set shows the operator's note.
 */
function historyLine(row: TariffHistoryRow, t: TFunction): string {
  if (row.source === "payment" && row.students !== null && row.months !== null) {
    return t("tariffs.line", { students: row.students, count: row.months });
  }
  return row.description || (row.source === "operator" ? t("tariffs.byOperator") : "");
}

/** Every tariff payment and every period the operator set: transaction, description, sum, state. */
export function TariffHistory({ rows }: { rows: TariffHistoryRow[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <Card title={<h2 className="tariff-heading">{t("tariffs.history")}</h2>}>
      <ScrollRegion label={t("tariffs.history")}>
        <Table<TariffHistoryRow>
          data-testid="tariff-history"
          size="small"
          rowKey={(row) => `${row.source}-${row.id}`}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: t("tariffs.noHistory") }}
          columns={[
            {
              key: "date",
              title: t("tariffs.date"),
              render: (_, row) => formatDate(row.created_at, language),
            },
            { key: "transaction", title: t("tariffs.transaction"), dataIndex: "transaction" },
            {
              key: "description",
              title: t("tariffs.description"),
              render: (_, row) => historyLine(row, t),
            },
            {
              key: "period",
              title: t("tariffs.period"),
              render: (_, row) =>
                row.starts_on && row.ends_on && row.ends_on >= row.starts_on
                  ? `${formatDate(row.starts_on, language)} – ${formatDate(row.ends_on, language)}`
                  : "—",
            },
            {
              key: "sum",
              title: t("tariffs.sum"),
              align: "right",
              render: (_, row) => formatMinorMoney({ minor: row.amount_minor, currency: row.currency, language }),
            },
            {
              key: "status",
              title: t("tariffs.state"),
              render: (_, row) => (
                <Tag color={STATUS_COLOR[row.status]} bordered={false}>
                  {t(`tariffs.statuses.${row.status}`)}
                </Tag>
              ),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
