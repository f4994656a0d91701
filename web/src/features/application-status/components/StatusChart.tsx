import { useEffect, useRef } from "react";
import { formatNumber } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/** The hex of each Ant Design preset colour a status uses, for the chart's bars. */
const HEX: Record<string, string> = {
  blue: "#1677ff",
  gold: "#d48806",
  green: "#389e0d",
  red: "#cf1322",
  purple: "#722ed1",
};

/**
 * A bar chart of statuses with ECharts, loaded only when this chart is shown (its code stays out of other screens).
 * The bars are named in the figure's label and in the table next to it, so the picture itself is decorative.
 */
export function StatusChart({
  bars,
  label,
}: {
  bars: { name: string; value: number; colour: string }[];
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const language = useUiLanguage();
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    void (async () => {
      const [echarts, { BarChart }, { GridComponent, TooltipComponent }, { SVGRenderer }] = await Promise.all([
        import("echarts/core"),
        import("echarts/charts"),
        import("echarts/components"),
        import("echarts/renderers"),
      ]);
      if (disposed || !host.current) return;
      echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);
      const chart = echarts.init(host.current, undefined, { renderer: "svg" });
      chart.setOption({
        grid: { left: 40, right: 16, top: 16, bottom: 60 },
        tooltip: {},
        xAxis: {
          type: "category",
          data: bars.map((bar) => bar.name),
          axisLabel: { interval: 0, rotate: 20, hideOverlap: true },
        },
        // Counts in the reader's grouping (decision 0136), not ECharts' "1,200".
        yAxis: {
          type: "value",
          minInterval: 1,
          axisLabel: { formatter: (value: number) => formatNumber(value, language) },
        },
        series: [
          {
            type: "bar",
            data: bars.map((bar) => ({ value: bar.value, itemStyle: { color: HEX[bar.colour] ?? "#1677ff" } })),
          },
        ],
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
  }, [bars, language]);
  return (
    <div ref={host} role="img" aria-label={label} style={{ width: "100%", height: 300 }} data-testid="status-chart" />
  );
}
