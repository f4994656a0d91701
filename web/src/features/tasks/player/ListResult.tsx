import type { AttemptReview, ExerciseAttempt } from "@school/contracts";
import { Alert, Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatPercent } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { useUiLanguage } from "../../language";
import { canRetake } from "./AttemptHistory";

/**
 * A handed-in list's outcome: the percentage against the pass mark (or the answers a teacher still has to grade),
 * a retake where the list allows one, and the next lesson's link once its gate has opened.
 */
export function ListResult({
  attempt,
  review,
  minPercent,
  retake,
  nextLesson,
  listId,
}: {
  attempt: ExerciseAttempt;
  /** The attempt's review, to say when the right answers will show (decision 0077). */
  review: AttemptReview | undefined;
  minPercent: number;
  retake: { pending: boolean; start: () => void };
  /** The next lesson's address, when the student may go on to it. */
  nextLesson: string | null;
  listId: number;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <div className="task-result" data-testid="ex-list-result">
      <Typography.Paragraph strong>
        {t("tasks.player.result", { percent: formatPercent(attempt.percent ?? 0, language, 2) })}
      </Typography.Paragraph>
      {attempt.outcome === "waiting" ? (
        <Alert
          type="info"
          showIcon
          title={t("tasks.player.waitingGrading")}
          description={t("tasks.player.pendingTeacher", { n: attempt.pending })}
          data-testid="ex-list-waiting"
        />
      ) : attempt.outcome === "passed" ? (
        <Alert type="success" showIcon title={t("tasks.player.passed")} data-testid="ex-list-passed" />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t("tasks.player.passMark", { n: formatPercent(minPercent, language) })}
          data-testid="ex-list-pass-mark"
        />
      )}
      {review && !review.open ? (
        <Typography.Paragraph className="task-hint-text" data-testid="ex-list-review-later">
          {review.review === "after_deadline" && review.due_at
            ? t("tasks.review.afterDeadline", { date: formatDateTime(review.due_at, language) })
            : review.review === "never"
              ? t("tasks.review.never")
              : null}
        </Typography.Paragraph>
      ) : null}
      {canRetake(attempt) ? (
        <Button
          loading={retake.pending}
          onClick={retake.start}
          className="task-submit"
          data-testid={`ex-list-retake-${listId}`}
        >
          {t("tasks.attempts.retake")}
        </Button>
      ) : null}
      {nextLesson !== null ? (
        <Link to={nextLesson} data-testid="next-lesson-link">
          {t("tasks.player.nextLesson")}
        </Link>
      ) : null}
    </div>
  );
}
