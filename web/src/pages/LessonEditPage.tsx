import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LessonForm } from "../features/lessons/components/LessonForm";
import { useLesson } from "../features/lessons/hooks/lessons.queries";
import { LoadFailed } from "../ui/LoadFailed";
import { PageHeading } from "../ui/PageHeading";

export function LessonEditPage() {
  const { t } = useTranslation();
  const { courseId, lessonId } = useParams();
  const lesson = useLesson(Number(lessonId));
  return (
    <>
      <PageHeading title={t("routes.lessonEdit")} />
      {lesson.isError ? (
        <LoadFailed error={lesson.error} onRetry={() => void lesson.refetch()} />
      ) : !lesson.data ? (
        <Skeleton active />
      ) : (
        <LessonForm key={lessonId} courseId={Number(courseId)} lesson={lesson.data} />
      )}
    </>
  );
}
