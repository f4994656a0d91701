import { useEffect, useRef } from "react";
import { formatNumber } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/**
 * A bar chart of the reports with ECharts, loaded only when a report is shown (its code stays out of other screens).
 * The same numbers are in the table under it, which is named in the figure's label. Its numbers are written by the
 * app's formatter, not ECharts' own (which groups thousands the US way on every screen); the categories' labels
 * stay level and those that would overlap a neighbour are left out (the table has them all), so a phone's narrow
 * axis shows every second or third month instead of a heap.
 */
export function ReportBarChart({
  categories,
  series,
  label,
  testId,
}: {
  categories: string[];
  series: { name: string; values: number[]; colour: string }[];
  label: string;
  testId: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const language = useUiLanguage();
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    void (async () => {
      const [echarts, { BarChart }, { GridComponent, LegendComponent, TooltipComponent }, { SVGRenderer }] =
        await Promise.all([
          import("echarts/core"),
          import("echarts/charts"),
          import("echarts/components"),
          import("echarts/renderers"),
        ]);
      if (disposed || !host.current) return;
      echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
      const chart = echarts.init(host.current, undefined, { renderer: "svg" });
      const number = (value: unknown) => (typeof value === "number" ? formatNumber(value, language) : String(value));
      chart.setOption({
        grid: { left: 40, right: 16, top: 72, bottom: 60 },
        tooltip: { trigger: "axis", valueFormatter: (value: unknown) => number(value) },
        legend: { top: 0 },
        xAxis: {
          type: "category",
          data: categories,
          axisLabel: { interval: 0, hideOverlap: true, width: 120, overflow: "truncate" },
        },
        yAxis: { type: "value", minInterval: 1, axisLabel: { formatter: (value: number) => number(value) } },
        series: series.map((one) => ({
          type: "bar",
          name: one.name,
          data: one.values,
          itemStyle: { color: one.colour },
        })),
      });
      const resize = () => chart.resize();
      window.addEventListener("resize", resize);
      host.current.dataset.ready = "true";
      dispose = () => {
        window.removeEventListener("resize", resize);
        chart.dispose();
      };
    })();
    return () => {
      disposed = true;
      dispose();
    };
  }, [categories, series, language]);
  return <div ref={host} role="img" aria-label={label} style={{ width: "100%", height: 280 }} data-testid={testId} />;
}
