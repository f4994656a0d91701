import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { GroupForm } from "../features/groups/components/GroupForm";
import { ProgramTitle } from "../features/groups/components/ProgramTitle";
import { useGroup } from "../features/groups/hooks/groups.queries";
import { LoadFailed } from "../ui/LoadFailed";
import { PageHeading } from "../ui/PageHeading";

export function GroupEditPage() {
  const { t } = useTranslation();
  const { groupId } = useParams();
  const group = useGroup(Number(groupId));
  return (
    <>
      <PageHeading title={t("routes.groupEdit")} />
      {group.isError ? (
        <LoadFailed error={group.error} onRetry={() => void group.refetch()} />
      ) : !group.data ? (
        <Skeleton active />
      ) : (
        <>
          <ProgramTitle courseId={group.data.course_id} course={group.data.course} />
          {/* The group's own program, whatever the address says: a group never changes program. */}
          <GroupForm key={groupId} courseId={group.data.course_id} group={group.data} />
        </>
      )}
    </>
  );
}
