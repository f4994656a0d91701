import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { GroupForm } from "../features/groups/components/GroupForm";
import { ProgramTitle } from "../features/groups/components/ProgramTitle";
import { PageHeading } from "../ui/PageHeading";

export function GroupAddPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  return (
    <>
      <PageHeading title={t("routes.groupAdd")} />
      <ProgramTitle courseId={Number(courseId)} />
      <GroupForm key={courseId} courseId={Number(courseId)} />
    </>
  );
}
