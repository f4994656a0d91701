import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LessonForm } from "../features/lessons/components/LessonForm";
import { PageHeading } from "../ui/PageHeading";

export function LessonAddPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  return (
    <>
      <PageHeading title={t("routes.lessonAdd")} />
      <LessonForm key={courseId} courseId={Number(courseId)} />
    </>
  );
}
