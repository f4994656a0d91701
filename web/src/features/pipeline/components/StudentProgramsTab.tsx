import { type ApplicationStatus, type ApplicationStatusKey, nextApplicationStatuses } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Form, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { StatusTag } from "../../application-status";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { fetchStudentStatuses, moveStatus, searchPrograms } from "../api/pipeline.api";
import { pipelineKeys } from "../pipeline.keys";
import { refusalText } from "../refusal-text";
import "../pipeline.css";
import "../texts";
import "../../application-status/texts";

/** The next statuses a program's card offers, as a select (only the transition table's moves). */
function MoveSelect({
  status,
  onMove,
  busy,
}: {
  status: ApplicationStatus;
  onMove: (to: ApplicationStatusKey) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (status.next.length === 0)
    return <Typography.Text type="secondary">{t("applicationStatus.final")}</Typography.Text>;
  return (
    <Select<ApplicationStatusKey>
      className="student-programs__move"
      value={null}
      placeholder={t("applicationStatus.choose")}
      aria-label={t("pipeline.programs.moveOf", { program: status.course_title })}
      disabled={busy}
      onChange={onMove}
      options={status.next.map((next) => ({ value: next, label: t(runtimeKey(`applicationStatus.statuses.${next}`)) }))}
      data-testid={`program-move-${status.course_id}`}
    />
  );
}

/**
 * The student page's "Programs and application status" tab (decision 0032): each program with its coloured status,
 * its whole history (who, when), a move among those the transition table allows, and adding a program at its first
 * status. A move the server refuses (another manager moved it first) shows the server's reason and reloads.
 */
export function StudentProgramsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { claims } = useSession();
  const queryClient = useQueryClient();
  const key = pipelineKeys.student(userId, language);
  const statuses = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchStudentStatuses({ userId, language, signal }),
  });
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const programs = useQuery({
    queryKey: pipelineKeys.programSearch(claims?.school_id ?? 0, search, language),
    queryFn: ({ signal }) => searchPrograms({ schoolId: claims?.school_id ?? 0, q: search, language, signal }),
    enabled: claims !== null,
    staleTime: 60_000,
  });
  const move = useMutation({
    mutationFn: moveStatus,
    onSuccess: (saved) =>
      toast.success(
        t("applicationStatus.saved", { status: t(runtimeKey(`applicationStatus.statuses.${saved.status}`)) }),
      ),
    onError: (error) => toast.error(refusalText(error, t)),
    // Success or refusal, the page shows what the server now holds; the board follows too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
  const dateTime = (value: string) =>
    formatInstant(new Date(value), language, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });

  if (statuses.isPending) return <Skeleton active />;
  const held = new Set((statuses.data ?? []).map((status) => status.course_id));
  const firstStatus = nextApplicationStatuses(null)[0]!;

  return (
    <div data-testid="student-programs">
      <Form
        layout="vertical"
        className="student-programs__add"
        onFinish={() => {
          if (chosen === null) return;
          move.mutate(
            { user_id: userId, course_id: chosen, status: firstStatus },
            { onSuccess: () => setChosen(null) },
          );
        }}
      >
        <Form.Item label={t("pipeline.programs.add")} htmlFor="student-programs-add">
          <Space.Compact block>
            <Select<number>
              id="student-programs-add"
              showSearch
              filterOption={false}
              onSearch={setSearch}
              value={chosen}
              onChange={setChosen}
              placeholder={t("pipeline.programs.find")}
              loading={programs.isFetching}
              notFoundContent={t("pipeline.programs.noneFound")}
              options={(programs.data?.results ?? [])
                .filter((program) => !held.has(program.id))
                .map((program) => ({ value: program.id, label: program.title }))}
              data-testid="program-add-select"
            />
            <Button
              htmlType="submit"
              type="primary"
              disabled={chosen === null}
              loading={move.isPending}
              data-testid="program-add"
            >
              {t("pipeline.programs.addButton")}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {(statuses.data ?? []).length === 0 ? (
        <Empty description={t("pipeline.programs.empty")} />
      ) : (
        (statuses.data ?? []).map((status) => (
          <Card
            key={status.course_id}
            size="small"
            className="student-programs__card"
            title={<Link to={`/course/info/${status.course_id}`}>{status.course_title}</Link>}
            extra={<StatusTag status={status.status} />}
            data-testid={`program-${status.course_id}`}
          >
            <MoveSelect
              status={status}
              busy={move.isPending}
              onMove={(to) => move.mutate({ user_id: userId, course_id: status.course_id, status: to })}
            />
            <h3 className="student-programs__history-title">{t("pipeline.programs.history")}</h3>
            <ol className="application-status__history" data-testid={`program-history-${status.course_id}`}>
              {status.history.map((entry) => (
                <li key={entry.id}>
                  {entry.to_status ? (
                    <StatusTag status={entry.to_status} />
                  ) : (
                    <Tag>{t("applicationStatus.deleted")}</Tag>
                  )}{" "}
                  {t("applicationStatus.changedBy", {
                    name: entry.changed_by_name || t("applicationStatus.someone"),
                    when: dateTime(entry.changed_at),
                  })}
                </li>
              ))}
            </ol>
          </Card>
        ))
      )}
    </div>
  );
}
