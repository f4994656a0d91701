import { listOutcome, TRACKER_PAGE_SIZE } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** A percentage or grade rounded to one decimal, with its unit; a dash when there is none. */
export const percentText = (value: number | null, unit = "%") =>
  value === null ? "—" : `${Math.round(value * 10) / 10}${unit}`;

/**
 * A list's result: the percentage and, once handed in, passed, below the pass mark, or waiting for grading while a
 * teacher has answers of it still to grade (they count 0 until then, so the percentage is not final).
 */
export function ResultTag({
  result,
  pending,
  minPercent,
}: {
  result: { percent: number | null; finished_at: string | null; passed: boolean };
  /** Handed-in answers of the list still waiting for the teacher. */
  pending: number;
  minPercent: number;
}) {
  const { t } = useTranslation();
  const outcome = listOutcome({ finished: result.finished_at !== null, pending, passed: result.passed });
  return (
    <span>
      {percentText(result.percent)}{" "}
      {outcome === "not_handed_in" ? null : (
        <Tag
          color={outcome === "waiting" ? "warning" : outcome === "passed" ? "success" : "error"}
          bordered={false}
          data-testid="result-outcome"
          data-outcome={outcome}
        >
          {outcome === "waiting"
            ? t("tasks.player.waitingGrading")
            : outcome === "passed"
              ? t("tasks.player.passed")
              : t("tasks.grading.failed", { n: minPercent })}
        </Tag>
      )}
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
