import { PlayCircleOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "../texts";

/** From a program's page to its lessons (the course view). */
export function CourseLessonsButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlayCircleOutlined />}
      block
      onClick={() => navigate(`/course/view/${courseId}`)}
      data-testid="course-info-lessons"
    >
      {t("lessons.course.open")}
    </Button>
  );
}
