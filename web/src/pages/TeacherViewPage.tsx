import { Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TeacherGroupsCard } from "../features/groups/components/TeacherGroupsCard";
import { TeacherWorkDaysCard } from "../features/groups/components/TeacherWorkDaysCard";
import { useTeachers } from "../features/groups/hooks/groups.queries";
import { useCan } from "../features/session";
import { PageHeading } from "../ui/PageHeading";
import { personName } from "../ui/person-name";

/** A teacher's page for staff: their programs and groups, and where their work days are kept. */
export function TeacherViewPage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const teacherId = Number(userId);
  const managesGroups = useCan("group.manage");
  const teachers = useTeachers();
  const teacher = teachers.data?.find((candidate) => candidate.id === teacherId);
  return (
    <>
      <PageHeading title={teacher ? personName(teacher) : t("routes.teacherView")} />
      {teachers.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        teacher && <Typography.Paragraph type="secondary">{teacher.email}</Typography.Paragraph>
      )}
      <TeacherGroupsCard teacherId={teacherId} canManage={managesGroups} />
      <TeacherWorkDaysCard teacherId={teacherId} />
    </>
  );
}
