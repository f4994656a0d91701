import { EditOutlined, TeamOutlined } from "@ant-design/icons";
import { type GroupDetail, inLanguage, nameInLanguage, type TeacherProgram } from "@school/contracts";
import { Button, Card, Empty, List, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { Link } from "../../../ui/Link";
import { LoadFailed } from "../../../ui/LoadFailed";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { useGroupMutations, useSchoolGroups, useTeacherPrograms } from "../hooks/groups.queries";
import { TimetableSummary } from "./TimetableSummary";

const titleOf = (language: ReturnType<typeof useUiLanguage>, program: Omit<TeacherProgram, "groups" | "id">) =>
  inLanguage(language, { ru: program.title_ru, kk: program.title_kk, en: program.title_en });

/**
 * The teacher page's programs and groups: every program the teacher teaches with the groups they lead in it. The
 * school admin gives the teacher more groups and takes groups away; a manager reads (product.md section 6).
 */
export function TeacherGroupsCard({ teacherId, canManage }: { teacherId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const programs = useTeacherPrograms(teacherId);
  const mutations = useGroupMutations();

  const take = async (group: GroupDetail) => {
    try {
      await mutations.takeFromTeacher.mutateAsync({ teacherId, groupId: group.id });
      toast.success(t("teacherView.groupTaken"));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
    <Card title={t("teacherView.programs")} data-testid="teacher-programs" style={{ marginBottom: 16 }}>
      {canManage && <AssignGroups teacherId={teacherId} />}
      {programs.isError ? (
        <LoadFailed error={programs.error} onRetry={() => void programs.refetch()} />
      ) : programs.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : programs.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("teacherView.noPrograms")} />
      ) : (
        programs.data.map((program) => (
          <section key={program.id} className="teacher-view__program" data-testid={`teacher-program-${program.id}`}>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
              <Link to={`/course/info/${program.id}`}>{titleOf(language, program)}</Link>
            </Typography.Title>
            {program.groups.length === 0 ? (
              <Typography.Text type="secondary">{t("teacherView.noGroupsInProgram")}</Typography.Text>
            ) : (
              <List
                dataSource={program.groups}
                renderItem={(group) => (
                  <List.Item
                    key={group.id}
                    data-testid={`teacher-group-${group.id}`}
                    actions={
                      canManage
                        ? [
                            <Link
                              key="edit"
                              to={`/group-edit/${group.course_id}/${group.id}`}
                              aria-label={t("groups.edit", { name: nameInLanguage(language, group) })}
                            >
                              <EditOutlined />
                            </Link>,
                            <ConfirmDeleteButton
                              key="take"
                              question={t("teacherView.takeQuestion", { name: nameInLanguage(language, group) })}
                              onConfirm={() => take(group)}
                              testId={`teacher-group-take-${group.id}`}
                            />,
                          ]
                        : []
                    }
                  >
                    <List.Item.Meta
                      avatar={<TeamOutlined />}
                      title={
                        <span>
                          {nameInLanguage(language, group)}{" "}
                          <Tag bordered={false}>{t(runtimeKey(`groups.types.${group.type_group}`))}</Tag>
                        </span>
                      }
                      description={
                        <Space direction="vertical" size={2}>
                          <span>{t("groups.studentCount", { count: group.students.length })}</span>
                          <TimetableSummary slots={group.schedule} />
                        </Space>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </section>
        ))
      )}
    </Card>
  );
}

/** Pick groups of the school the teacher does not lead yet and give them to the teacher. */
function AssignGroups({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [picked, setPicked] = useState<number[]>([]);
  const mutations = useGroupMutations();
  const schoolId = useSession().claims?.school_id ?? 0;
  const groups = useSchoolGroups(schoolId, 1);
  const options = (groups.data?.results ?? [])
    .filter((group) => group.teacher?.id !== teacherId)
    .map((group) => ({ value: group.id, label: nameInLanguage(language, group) }));

  const give = async () => {
    try {
      await mutations.giveToTeacher.mutateAsync({ teacherId, groupIds: picked });
      setPicked([]);
      toast.success(t("teacherView.groupsGiven"));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
    <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
      <Select
        mode="multiple"
        value={picked}
        onChange={setPicked}
        optionFilterProp="label"
        placeholder={t("teacherView.pickGroups")}
        aria-label={t("teacherView.pickGroups")}
        loading={groups.isPending}
        options={options}
        style={{ width: "100%" }}
        data-testid="teacher-assign-groups"
      />
      <Button
        type="primary"
        disabled={picked.length === 0}
        loading={mutations.giveToTeacher.isPending}
        onClick={() => void give()}
        data-testid="teacher-assign-save"
      >
        {t("teacherView.give")}
      </Button>
    </Space.Compact>
  );
}
