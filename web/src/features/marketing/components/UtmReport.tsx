import { DownloadOutlined } from "@ant-design/icons";
import type { MoneyByCurrency, UtmReportRow } from "@school/contracts";
import { Button, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinorMoney } from "../../../ui/format";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { exportFileName, saveFile } from "../../../ui/table-export/table-export";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { ReportCard } from "../../reports";
import { downloadUtmReport } from "../api/marketing.api";
import { useUtmReportQuery } from "../hooks/use-marketing";
import "../texts";
import "../marketing.css";

type Period = { from: string; to: string };

/**
 * Where sales come from (decision 0056): registrations, paid purchases and revenue less refunds by UTM source and
 * campaign in the analytics' period (the school's days), the totals last; the server's XLSX file on demand.
 */
export function UtmReport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const report = useUtmReportQuery(period);
  const [busy, setBusy] = useState(false);
  const money = (sums: MoneyByCurrency[]) =>
    sums.length === 0
      ? "—"
      : sums.map((sum) => formatMinorMoney({ minor: sum.amount_minor, currency: sum.currency, language })).join(" · ");
  const mark = (value: string | null) => value ?? t("marketing.utm.noMark");
  const title = t("marketing.utm.title");

  const download = async () => {
    setBusy(true);
    try {
      const blob = await downloadUtmReport({ ...period, translate_lang: language });
      saveFile(blob, exportFileName(title, "xlsx", period));
    } catch {
      toast.error(t("tableExport.failed"));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<UtmReportRow> = [
    { key: "source", title: t("marketing.utm.source"), render: (_, row) => mark(row.utm_source) },
    { key: "campaign", title: t("marketing.utm.campaign"), render: (_, row) => mark(row.utm_campaign) },
    { key: "registrations", title: t("marketing.utm.registrations"), dataIndex: "registrations", align: "right" },
    { key: "purchases", title: t("marketing.utm.purchases"), dataIndex: "purchases", align: "right" },
    { key: "revenue", title: t("marketing.utm.revenue"), align: "right", render: (_, row) => money(row.revenue) },
  ];
  const data = report.data;

  return (
    <ReportCard title={title} testId="utm-report" pending={report.isPending} empty={data?.rows.length === 0}>
      <div className="utm-report__actions">
        <Button
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={() => void download()}
          data-testid="utm-report-export"
        >
          {t("marketing.utm.export")}
        </Button>
      </div>
      <ScrollRegion label={title}>
        <Table<UtmReportRow>
          size="small"
          rowKey={(row) => JSON.stringify([row.utm_source, row.utm_campaign])}
          columns={columns}
          dataSource={data?.rows ?? []}
          pagination={false}
          data-testid="utm-report-table"
          summary={() =>
            data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>{t("tableExport.total")}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <span data-testid="utm-total-registrations">{data.totals.registrations}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <span data-testid="utm-total-purchases">{data.totals.purchases}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <span data-testid="utm-total-revenue">{money(data.totals.revenue)}</span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </ScrollRegion>
    </ReportCard>
  );
}
