import { DownloadOutlined } from "@ant-design/icons";
import { type MoneyReport, monthsBetween } from "@school/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { MonthField } from "../../../ui/DateField";
import { FormError } from "../../../ui/FormError";
import { formatMonth } from "../../../ui/format";
import { toast } from "../../../ui/toast";
import { ReportBarChart } from "../../reports";
import { downloadMoneyReport, fetchMoneyReport } from "../finance.api";
import { financeKeys } from "../finance.keys";
import { saveBlob, useMoneyFormat } from "../money";
import { FilterField } from "./FilterField";
import { OverdueTable, ReceivedTable } from "./MoneyReportTables";

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;

/** The last twelve months, this one included. */
function lastYear() {
  const now = new Date();
  return { from: monthOf(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: monthOf(now) };
}

const COLOURS = ["#1677ff", "#52c41a", "#fa8c16", "#722ed1"];

/** The money report: received per month (a chart and a table), by program, by method, the overdue tranches. */
export function ReportTab() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [period, setPeriod] = useState(lastYear);
  const valid = period.from <= period.to && monthsBetween(period.from, period.to) <= 36;
  const query = { ...period, lang: money.language };
  const report = useQuery({
    queryKey: financeKeys.report(query),
    queryFn: ({ signal }) => fetchMoneyReport(query, signal),
    enabled: valid,
  });
  const exportFile = useMutation({
    mutationFn: () => downloadMoneyReport({ ...period, translate_lang: money.language }),
    onSuccess: (blob) => {
      saveBlob(blob, `money-${period.from}-${period.to}.xlsx`);
      toast.success(t("finance.report.exported"));
    },
  });
  return (
    <div className="finance-tab" data-testid="finance-report">
      <div className="finance-filters">
        {(["from", "to"] as const).map((side) => (
          <FilterField
            key={side}
            label={t(`finance.report.${side}`)}
            render={(id) => (
              <MonthField
                id={id}
                value={period[side]}
                allowClear={false}
                onChange={(month) => month && setPeriod({ ...period, [side]: month })}
                data-testid={`report-${side}`}
              />
            )}
          />
        ))}
        <Button
          icon={<DownloadOutlined />}
          onClick={() => exportFile.mutate()}
          loading={exportFile.isPending}
          disabled={!valid}
          data-testid="report-export"
        >
          {t("finance.report.export")}
        </Button>
      </div>
      <FormError error={report.error ?? exportFile.error} />
      {report.isPending && valid ? <Skeleton active /> : report.data && <ReportBody report={report.data} />}
    </div>
  );
}

function ReportBody({ report }: { report: MoneyReport }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const chart = useMemo(() => {
    const months = [...new Set(report.months.map((row) => row.month))];
    const currencies = [...new Set(report.months.map((row) => row.currency))];
    return {
      categories: months.map((month) => formatMonth(month, money.language)),
      series: currencies.map((currency, index) => ({
        name: currency,
        colour: COLOURS[index % COLOURS.length]!,
        values: months.map(
          (month) =>
            (report.months.find((row) => row.month === month && row.currency === currency)?.received_minor ?? 0) / 100,
        ),
      })),
    };
  }, [report, money.language]);
  const name = (row: MoneyReport["by_program"][number]) => row.title || t(`finance.report.kinds.${row.kind}`);
  return (
    <>
      {report.totals.map((total) => (
        <p className="finance-total" key={total.currency} data-testid={`report-total-${total.currency}`}>
          {t("finance.report.total", {
            amount: money.minor(total.received_minor, total.currency),
            count: total.payments,
          })}
        </p>
      ))}
      <ReportBarChart
        categories={chart.categories}
        series={chart.series}
        label={t("finance.report.chartLabel")}
        testId="report-chart"
      />
      <ReceivedTable
        title={t("finance.report.byMonth")}
        nameTitle={t("finance.report.month")}
        rows={report.months.map((row) => ({
          ...row,
          key: `${row.month}-${row.currency}`,
          name: formatMonth(row.month, money.language, "long"),
        }))}
      />
      <ReceivedTable
        title={t("finance.report.byProgram")}
        nameTitle={t("finance.report.program")}
        rows={report.by_program.map((row) => ({
          ...row,
          key: `${row.kind}-${row.course_id}-${row.currency}`,
          name: name(row),
        }))}
      />
      <ReceivedTable
        title={t("finance.report.byMethod")}
        nameTitle={t("finance.report.method")}
        rows={report.by_method.map((row) => ({
          ...row,
          key: `${row.method}-${row.provider}-${row.currency}`,
          name: `${t(`finance.report.methods.${row.method}`)}${row.provider ? ` (${row.provider})` : ""}`,
        }))}
      />
      <OverdueTable overdue={report.overdue} />
    </>
  );
}
