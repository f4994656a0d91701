import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { EditIcon } from "../../../ui/lite/icons/EditIcon";
import { useCan } from "../../session";

/** On a program page, staff may go straight to editing it (a link: it opens in a new tab too). */
export function StaffCourseActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const managesPrograms = useCan("program.manage");
  if (!managesPrograms) return null;
  return (
    <Button icon={<EditIcon />} to={`/course-edit/${courseId}`} data-testid="course-info-edit">
      {t("catalogue.info.editProgram")}
    </Button>
  );
}
