import { TRACKER_PAGE_SIZE } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** A percentage or grade rounded to one decimal, with its unit; a dash when there is none. */
export const percentText = (value: number | null, unit = "%") =>
  value === null ? "—" : `${Math.round(value * 10) / 10}${unit}`;

/** A list's result: the percentage and, once finished, passed or below the pass mark. */
export function ResultTag({
  result,
  minPercent,
}: {
  result: { percent: number | null; finished_at: string | null; passed: boolean };
  minPercent: number;
}) {
  const { t } = useTranslation();
  return (
    <span>
      {percentText(result.percent)}{" "}
      {result.finished_at ? (
        <Tag color={result.passed ? "success" : "error"} bordered={false}>
          {result.passed ? t("tasks.player.passed") : t("tasks.grading.failed", { n: minPercent })}
        </Tag>
      ) : null}
    </span>
  );
}

/** The trackers' pages: 50 students a page, no size changer, hidden while one page holds them all. */
export const trackerPagination = (page: number, total: number, onChange: (page: number) => void) => ({
  current: page,
  pageSize: TRACKER_PAGE_SIZE,
  total,
  onChange,
  showSizeChanger: false,
  hideOnSinglePage: true,
});
