import { DeleteOutlined, UserOutlined } from "@ant-design/icons";
import type { CourseMember } from "@school/contracts";
import { Alert, Button, List, Popconfirm, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { useCourseMemberMutations } from "../hooks/use-course-admin.mutations";

function memberName(member: CourseMember): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(" ");
  return name || `#${member.id}`;
}

function MemberList({
  courseId,
  memberRole: role,
  members,
}: {
  courseId: number;
  memberRole: "teacher" | "student";
  members: readonly CourseMember[];
}) {
  const { t } = useTranslation();
  const { remove } = useCourseMemberMutations(courseId);
  return (
    <List
      size="small"
      header={
        <strong>{role === "teacher" ? t("courseForm.members.teachers") : t("courseForm.members.students")}</strong>
      }
      dataSource={[...members]}
      locale={{ emptyText: t("courseForm.members.none") }}
      data-testid={`course-${role}s`}
      renderItem={(member) => (
        <List.Item
          actions={[
            <Popconfirm
              key="remove"
              title={t("courseForm.members.removeConfirm", { name: memberName(member) })}
              okText={t("common.delete")}
              cancelText={t("common.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(
                  { userId: member.id, role },
                  { onSuccess: () => toast.success(t("courseForm.members.removed")) },
                )
              }
            >
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t("common.delete")}
                data-testid={`course-${role}-remove-${member.id}`}
              />
            </Popconfirm>,
          ]}
        >
          <span>
            <UserOutlined /> {memberName(member)}
          </span>
        </List.Item>
      )}
    />
  );
}

/**
 * Teachers and students of the program. Those attached are listed and can be removed; picking new ones needs a
 * users directory the API does not offer yet, so that part is an honest placeholder.
 */
export function MembersSection({
  courseId,
  teachers,
  students,
}: {
  courseId: number | null;
  teachers: readonly CourseMember[];
  students: readonly CourseMember[];
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="course-members">
      <Alert
        type="info"
        showIcon
        title={t("courseForm.members.pickerSoon")}
        description={courseId === null ? t("courseForm.members.afterSave") : undefined}
        style={{ marginBottom: 12 }}
        data-testid="course-members-placeholder"
      />
      {courseId !== null && (
        <>
          <MemberList courseId={courseId} memberRole="teacher" members={teachers} />
          <MemberList courseId={courseId} memberRole="student" members={students} />
        </>
      )}
      {courseId === null && <Typography.Text type="secondary">{t("courseForm.members.none")}</Typography.Text>}
    </div>
  );
}
