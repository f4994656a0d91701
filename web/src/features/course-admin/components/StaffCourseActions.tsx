import { EditOutlined } from "@ant-design/icons";
import { type SignedInRole, STAFF_ROLES } from "@school/contracts";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../session/use-session";

export function isStaff(role: SignedInRole | undefined): boolean {
  return role !== undefined && (STAFF_ROLES as readonly SignedInRole[]).includes(role);
}

/** On a program page, staff may go straight to editing it. */
export function StaffCourseActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  if (!isStaff(claims?.role)) return null;
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
