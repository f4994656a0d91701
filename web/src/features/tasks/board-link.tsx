import { HighlightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { Link } from "../../ui/Link";

/**
 * The way to a task's interactive board for one student (decision 0023): the student opens their own from the task,
 * the teacher the student's from the answer being graded; both see the same drawing live.
 */
export function BoardLink(input: { courseId: number; lessonId: number; taskId: number; studentId: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/course/view/${input.courseId}/lesson/${input.lessonId}/board/${input.taskId}/${input.studentId}`}
      className="task-board-link"
      data-testid={`task-board-link-${input.taskId}`}
    >
      <HighlightOutlined aria-hidden /> {t("tasks.board.open")}
    </Link>
  );
}
