import { DownloadOutlined } from "@ant-design/icons";
import { Button, Dropdown, Table, type TableColumnsType, type TableProps } from "antd";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../format";
import { ScrollRegion } from "../ScrollRegion";
import { toast } from "../toast";
import { useReaderLanguage } from "../use-reader-language";
import {
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
  exportBlob,
  exportFileName,
  saveFile,
  type TableExportSpec,
  totalsOf,
} from "./table-export";

/** A column drawn on screen and written to the file from the same definition. */
export type TableColumn<Row> = ExportColumn<Row> & {
  /** How the screen draws the cell when it is more than its exported value (a tag, a link). */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
};

/**
 * A table with its totals row and an export to XLSX or CSV of exactly what it shows (decision 0031). Every report
 * table uses it, so every table of the analytics exports the same way.
 */
export function ExportableTable<Row extends object>({
  title,
  columns,
  rows,
  rowKey,
  loading,
  period,
  testId,
  pageSize = 20,
}: {
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: TableProps<Row>["rowKey"];
  loading?: boolean;
  /** The period the table covers, for the file's name. */
  period?: { from: string; to: string };
  testId: string;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  // The file keeps numbers as numbers; the screen writes them in the reader's language ("4,5", "1 200").
  const shown = (cell: ExportCell) =>
    typeof cell === "number" ? formatNumber(cell, language, { maximumFractionDigits: 2 }) : cell;
  const [busy, setBusy] = useState(false);
  const spec: TableExportSpec<Row> = { columns, rows, totalLabel: t("tableExport.total") };
  const totals = rows.length > 0 ? totalsOf(spec) : null;

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      saveFile(await exportBlob(spec, format, title), exportFileName(title, format, period));
    } catch {
      toast.error(t("tableExport.failed"));
    } finally {
      setBusy(false);
    }
  };

  const tableColumns: TableColumnsType<Row> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.numeric ? "right" : undefined,
    render: (_: unknown, row: Row) => column.render?.(row) ?? shown(column.value(row)),
  }));

  return (
    <div className="exportable-table" data-testid={testId}>
      <div className="exportable-table__actions">
        <Dropdown
          trigger={["click"]}
          disabled={rows.length === 0}
          menu={{
            items: [
              { key: "xlsx", label: t("tableExport.xlsx") },
              { key: "csv", label: t("tableExport.csv") },
            ],
            onClick: ({ key }) => void download(key as ExportFormat),
          }}
        >
          <Button icon={<DownloadOutlined />} loading={busy} data-testid={`${testId}-export`}>
            {t("tableExport.export")}
          </Button>
        </Dropdown>
      </div>
      <ScrollRegion label={title}>
        <Table<Row>
          size="small"
          rowKey={rowKey}
          loading={loading}
          dataSource={rows as Row[]}
          columns={tableColumns}
          pagination={{ pageSize, hideOnSinglePage: true, showSizeChanger: false }}
          summary={() =>
            totals && (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid={`${testId}-totals`}>
                  {totals.map((cell, index) => (
                    <Table.Summary.Cell
                      key={columns[index]?.key ?? index}
                      index={index}
                      align={columns[index]?.numeric ? "right" : undefined}
                    >
                      <strong>{shown(cell)}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      </ScrollRegion>
    </div>
  );
}
