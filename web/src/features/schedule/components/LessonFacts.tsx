import { nameInLanguage, type ScheduleLessonDetail } from "@school/contracts";
import { Alert, Descriptions, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { STATUS_COLOURS } from "./schedule-view";

/** Who and when of a lesson, its status, and why it was cancelled if it was. */
export function LessonFacts({ lesson }: { lesson: ScheduleLessonDetail }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  // Why the lesson was cancelled: the latest cancellation's reason, which its students and teacher were told.
  const cancellation =
    lesson.status_lesson === "cancelled" ? lesson.history.findLast((event) => event.kind === "cancelled") : undefined;
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t("schedule.when")}>
          <span data-testid="lesson-when">
            {formatShortDate(lesson.date, language)} {lesson.time_start}–{lesson.time_end}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t("schedule.status")}>
          <Tag color={STATUS_COLOURS[lesson.status_lesson]} data-testid="lesson-status">
            {t(runtimeKey(`schedule.statuses.${lesson.status_lesson}`))}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("schedule.type")}>
          {t(runtimeKey(`schedule.types.${lesson.type_lesson}`))}
        </Descriptions.Item>
        <Descriptions.Item label={t("schedule.teacher")}>
          {lesson.teacher.first_name} {lesson.teacher.last_name}
        </Descriptions.Item>
        <Descriptions.Item label={t("schedule.students")}>
          {lesson.students.map((student) => `${student.first_name} ${student.last_name}`.trim()).join(", ") || "—"}
        </Descriptions.Item>
        {lesson.group ? (
          <Descriptions.Item label={t("schedule.group")}>{nameInLanguage(language, lesson.group)}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {cancellation ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={
            cancellation.reason
              ? t("schedule.cancelledBecause", { reason: cancellation.reason })
              : t("schedule.cancelledNoReason")
          }
          data-testid="lesson-cancel-reason"
        />
      ) : null}
    </>
  );
}
