import type { ExerciseAttempt } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatPercent, formatTimestamp } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/** Whether the student may start another attempt: the current one is handed in and the list allows more. */
export const canRetake = (attempt: ExerciseAttempt) =>
  attempt.finished_at !== null && (attempt.attempts_allowed === null || attempt.number < attempt.attempts_allowed);

/** "Attempt 2 of 3" (or "Attempt 2, no limit"): the current attempt against those allowed. */
export function AttemptNumber({ attempt }: { attempt: ExerciseAttempt }) {
  const { t } = useTranslation();
  return (
    <Tag bordered={false} data-testid="attempt-number">
      {attempt.attempts_allowed === null
        ? t("tasks.attempts.numberUnlimited", { n: attempt.number })
        : t("tasks.attempts.numberOf", { n: attempt.number, total: attempt.attempts_allowed })}
    </Tag>
  );
}

/**
 * Every handed-in attempt with its date, in the reader's language, and its percentage; the one that counts (the
 * list's grading method: the best or the last) is marked.
 */
export function AttemptHistory({ attempt, ofStudent = false }: { attempt: ExerciseAttempt; ofStudent?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (attempt.history.length === 0) return null;
  const when = { format: (value: string | Date) => formatTimestamp(value, language) };
  const counting =
    attempt.grading_method === "last"
      ? attempt.history.at(-1)
      : attempt.history.reduce((best, each) => (each.percent >= best.percent ? each : best));
  return (
    <section className="task-attempts" aria-labelledby={`attempts-${attempt.ex_list}`} data-testid="attempt-history">
      <h4 className="task-attempts__title" id={`attempts-${attempt.ex_list}`}>
        {ofStudent
          ? t("tasks.attempts.historyOfStudent")
          : t(attempt.grading_method === "last" ? "tasks.attempts.historyLast" : "tasks.attempts.historyHighest")}
      </h4>
      <ol className="task-attempts__list">
        {attempt.history.map((row) => (
          <li key={row.number} data-testid={`attempt-${row.number}`}>
            {t("tasks.attempts.row", {
              n: row.number,
              date: when.format(new Date(row.finished_at)),
              percent: formatPercent(row.percent, language, 2),
            })}{" "}
            {row === counting ? (
              <Tag color="blue" bordered={false}>
                {t("tasks.attempts.counts")}
              </Tag>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
