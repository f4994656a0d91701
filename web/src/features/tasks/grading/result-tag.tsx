import { listOutcome, TRACKER_PAGE_SIZE, type UiLanguage } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/** A percentage rounded to one decimal in the reader's language ("92,5 %"); a dash when there is none. */
export const percentText = (value: number | null, language: UiLanguage) =>
  value === null ? "—" : formatPercent(value, language);

/** A mean grade rounded to one decimal in the reader's language ("4,5"); a dash when there is none. */
export const gradeText = (value: number | null, language: UiLanguage) =>
  value === null ? "—" : formatNumber(value, language);

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
  const language = useUiLanguage();
  const outcome = listOutcome({ finished: result.finished_at !== null, pending, passed: result.passed });
  return (
    <span>
      {percentText(result.percent, language)}{" "}
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
              : t("tasks.grading.failed", { n: formatPercent(minPercent, language) })}
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
