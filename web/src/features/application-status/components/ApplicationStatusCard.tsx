import {
  type ApplicationStatus,
  type ApplicationStatusKey,
  type CourseMember,
  nextApplicationStatuses,
} from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Empty, Select, Skeleton, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { fetchProgramStatuses, fetchProgramStudents, saveStatus } from "../api/application-status.api";
import { StatusTag } from "./StatusTag";
import "../application-status.css";
import { formatTimestamp } from "../../../ui/format";
import { applicationStatusKeys } from "../application-status.keys";
import "../texts";

type Row = {
  userId: number;
  student: Pick<CourseMember, "first_name" | "last_name">;
  status: ApplicationStatus | null;
};

/**
 * The program's students and their application status (decision 0025): a coloured tag, the history, and for staff a
 * control offering only the moves the transition table allows.
 */
export function ApplicationStatusCard({ courseId, canManage }: { courseId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const queryKey = applicationStatusKeys.ofProgram(courseId);
  const statuses = useQuery({ queryKey, queryFn: ({ signal }) => fetchProgramStatuses(courseId, signal) });
  const students = useQuery({
    queryKey: applicationStatusKeys.students(courseId),
    queryFn: ({ signal }) => fetchProgramStudents(courseId, signal),
  });
  const change = useMutation({
    mutationFn: saveStatus,
    onSuccess: (saved) => {
      toast.success(
        t("applicationStatus.saved", { status: t(runtimeKey(`applicationStatus.statuses.${saved.status}`)) }),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: () => toast.error(t("applicationStatus.failed")),
  });

  const rows = new Map<number, Row>();
  for (const student of students.data ?? []) rows.set(student.id, { userId: student.id, student, status: null });
  for (const status of statuses.data ?? [])
    rows.set(status.user_id, { userId: status.user_id, student: status, status });
  const data = [...rows.values()];
  const dateTime = (value: string) => formatTimestamp(value, language);

  const columns: TableColumnsType<Row> = [
    { key: "student", title: t("applicationStatus.student"), render: (_, row) => personName(row.student) },
    {
      key: "status",
      title: t("applicationStatus.status"),
      render: (_, row) =>
        row.status ? (
          <StatusTag status={row.status.status} />
        ) : (
          <Typography.Text type="secondary">{t("applicationStatus.none")}</Typography.Text>
        ),
    },
    ...(canManage
      ? [
          {
            key: "change",
            title: t("applicationStatus.change"),
            render: (_: unknown, row: Row) => {
              const next = nextApplicationStatuses(row.status?.status ?? null);
              return next.length === 0 ? (
                <Typography.Text type="secondary">{t("applicationStatus.final")}</Typography.Text>
              ) : (
                <Select<ApplicationStatusKey>
                  style={{ minWidth: 170 }}
                  value={null}
                  placeholder={t("applicationStatus.choose")}
                  aria-label={t("applicationStatus.changeOf", { name: personName(row.student) })}
                  disabled={change.isPending}
                  onChange={(status) => change.mutate({ user_id: row.userId, course_id: courseId, status })}
                  options={next.map((status) => ({
                    value: status,
                    label: t(runtimeKey(`applicationStatus.statuses.${status}`)),
                  }))}
                  data-testid={`status-change-${row.userId}`}
                />
              );
            },
          },
        ]
      : []),
  ];

  const history = (row: Row) => (
    <ol className="application-status__history" data-testid={`status-history-${row.userId}`}>
      {(row.status?.history ?? []).map((entry) => (
        <li key={entry.id}>
          {entry.to_status ? <StatusTag status={entry.to_status} /> : <Tag>{t("applicationStatus.deleted")}</Tag>}{" "}
          {t("applicationStatus.changedBy", {
            name: entry.changed_by_name || t("applicationStatus.someone"),
            when: dateTime(entry.changed_at),
          })}
        </li>
      ))}
    </ol>
  );

  return (
    <Card className="course-info__section" title={t("applicationStatus.title")} data-testid="application-status">
      {statuses.isPending || students.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("applicationStatus.empty")} />
      ) : (
        <ScrollRegion label={t("applicationStatus.title")}>
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={data}
            expandable={{
              expandedRowRender: history,
              rowExpandable: (row) => (row.status?.history.length ?? 0) > 0,
            }}
            data-testid="application-status-table"
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
