import { EditOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../session";

/** On a program page, staff may go straight to editing it. */
export function StaffCourseActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const managesPrograms = useCan("program.manage");
  if (!managesPrograms) return null;
  return (
    <Button
      icon={<EditOutlined />}
      block
      onClick={() => navigate(`/course-edit/${courseId}`)}
      data-testid="course-info-edit"
    >
      {t("programs.edit")}
    </Button>
  );
}
