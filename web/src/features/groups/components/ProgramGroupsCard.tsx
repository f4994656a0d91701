import { EditOutlined, PlusOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import { nameInLanguage } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, List, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { fetchProgramGroups } from "../api/groups.api";
import { groupKeys } from "../hooks/groups.queries";

/** The program's groups on its staff page: type, teacher and students of each; the school admin adds and edits. */
export function ProgramGroupsCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const canManage = useCan("group.manage");
  const navigate = useNavigate();
  const groups = useQuery({
    queryKey: groupKeys.ofProgram(courseId),
    queryFn: ({ signal }) => fetchProgramGroups(courseId, signal),
  });
  return (
    <Card
      className="course-info__section"
      title={t("groups.title")}
      data-testid="program-groups"
      extra={
        canManage && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => navigate(`/group-add/${courseId}`)}
            data-testid="program-group-add"
          >
            {t("groups.add")}
          </Button>
        )
      }
    >
      {groups.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (groups.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("groups.empty")} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={groups.data}
          renderItem={(group) => (
            <List.Item
              key={group.id}
              data-testid={`program-group-${group.id}`}
              extra={
                canManage && (
                  <Link
                    to={`/group-edit/${courseId}/${group.id}`}
                    aria-label={t("groups.edit", { name: nameInLanguage(language, group) })}
                    data-testid={`program-group-edit-${group.id}`}
                  >
                    <EditOutlined />
                  </Link>
                )
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
                  group.teacher ? t("groups.teacher", { name: personName(group.teacher) }) : t("groups.noTeacher")
                }
              />
              {group.students.length > 0 ? (
                <div style={{ display: "flex", flexWrap: "wrap", gap: 4 }}>
                  {group.students.map((student) => (
                    <Tag key={student.id} icon={<UserOutlined />} bordered={false}>
                      {personName(student)}
                    </Tag>
                  ))}
                </div>
              ) : (
                <Typography.Text type="secondary">{t("groups.noStudents")}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
