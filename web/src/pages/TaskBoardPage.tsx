import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TaskBoard } from "../features/board/TaskBoard";
import { Link } from "../ui/Link";
import { PageHeading } from "../ui/PageHeading";

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A task's board on a screen of its own, under the lesson it belongs to (the lesson view can also embed it). */
export function TaskBoardPage() {
  const { t } = useTranslation();
  const params = useParams();
  const exerciseId = positiveId(params.exerciseId);
  const studentId = positiveId(params.studentId);
  const lesson = `/course/view/${params.courseId}/lesson/${params.lessonId}`;
  return (
    <section className="task-board-page">
      <PageHeading
        title={t("routes.taskBoard")}
        extra={
          <Link to={lesson} data-testid="task-board-back">
            <ArrowLeftOutlined aria-hidden /> {t("board.backToLesson")}
          </Link>
        }
      />
      {exerciseId && studentId ? (
        <TaskBoard exerciseId={exerciseId} studentId={studentId} />
      ) : (
        <Alert type="error" showIcon title={t("board.badAddress")} />
      )}
    </section>
  );
}
