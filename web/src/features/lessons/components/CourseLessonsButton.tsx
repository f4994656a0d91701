import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { PlayCircleIcon } from "../../../ui/lite/icons/PlayCircleIcon";
import "../texts";

/** From a program's page to its lessons (the course view); a link, so it opens in a new tab too. */
export function CourseLessonsButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Button look="primary" icon={<PlayCircleIcon />} to={`/course/view/${courseId}`} data-testid="course-info-lessons">
      {t("lessons.course.open")}
    </Button>
  );
}
