import { Alert, Card, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TableColumn } from "../../../ui/table-export/ExportableTable";

/**
 * A report as every analytics card shows it: its title as the card's heading, a skeleton while it loads, the empty
 * message when the period has nothing, else its chart and table.
 */
export function ReportCard(props: {
  title: string;
  testId: string;
  pending: boolean;
  empty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={<h2 className="report-card__title">{props.title}</h2>} data-testid={props.testId}>
      {props.pending ? (
        <Skeleton active />
      ) : props.empty ? (
        <Empty description={t("reports.empty")} />
      ) : (
        <div className="report-card__body">{props.children}</div>
      )}
    </Card>
  );
}

/** Says that a table shows the first rows of more (reports read a bounded number of pages). */
export function TruncatedNote({ shown, count }: { shown: number; count: number }) {
  const { t } = useTranslation();
  return shown < count ? <Alert type="info" showIcon title={t("reports.truncated", { shown, count })} /> : null;
}

/** A numeric column whose total row is the sum of its rows. */
export const summedColumn = <Row,>(key: string, title: string, value: (row: Row) => number): TableColumn<Row> => ({
  key,
  title,
  value,
  total: "sum",
  numeric: true,
});
