import { FileTextOutlined, HistoryOutlined } from "@ant-design/icons";
import type { ProgramFile } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, List, Modal, Space, Table, type TableColumnsType, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { formatDate } from "../../../ui/format";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { deleteProgramFile, fetchProgramFileLog, fetchProgramFiles } from "../api/program-files.api";
import { programFileKeys } from "../program-files.keys";

/**
 * The final documents of a program: for staff every student's (with the change log), for a teacher those of the
 * programs they teach, for a student their own. Staff and the owner may delete, after a confirmation.
 */
export function ProgramFilesCard({ courseId, viewer }: { courseId: number; viewer: "staff" | "teacher" | "student" }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [historyOf, setHistoryOf] = useState<ProgramFile | null>(null);
  const queryKey = programFileKeys.ofProgram(courseId);
  const files = useQuery({ queryKey, queryFn: ({ signal }) => fetchProgramFiles({ courseId, signal }) });
  const remove = useMutation({
    mutationFn: deleteProgramFile,
    onSuccess: () => {
      toast.success(t("programFiles.deleted"));
      return queryClient.invalidateQueries({ queryKey });
    },
  });

  const columns: TableColumnsType<ProgramFile> = [
    ...(viewer === "student"
      ? []
      : [
          {
            key: "student",
            title: t("programFiles.student"),
            render: (_: unknown, row: ProgramFile) => personName(row.user),
          },
        ]),
    {
      key: "document",
      title: t("programFiles.document"),
      render: (_, row) => (
        <a href={row.file} target="_blank" rel="noreferrer" data-testid={`program-file-${row.id}`}>
          <FileTextOutlined /> {row.doc_name}
        </a>
      ),
    },
    { key: "added", title: t("programFiles.added"), render: (_, row) => formatDate(row.created_at, language) },
    {
      key: "actions",
      align: "right",
      render: (_, row) => (
        <Space>
          {viewer === "staff" && (
            <Tooltip title={t("programFiles.history")}>
              <Button
                size="small"
                icon={<HistoryOutlined />}
                aria-label={t("programFiles.history")}
                onClick={() => setHistoryOf(row)}
                data-testid={`program-file-history-${row.id}`}
              />
            </Tooltip>
          )}
          {viewer !== "teacher" && (
            <ConfirmDeleteButton
              type="default"
              question={t("programFiles.confirmDelete", { name: row.doc_name })}
              onConfirm={() => remove.mutateAsync(row.id)}
              testId={`program-file-delete-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card className="course-info__section" title={t("programFiles.title")} data-testid="program-files">
      <ScrollRegion label={t("programFiles.title")}>
        <Table
          rowKey="id"
          size="small"
          loading={files.isPending}
          columns={columns}
          dataSource={files.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t("programFiles.empty") }}
        />
      </ScrollRegion>
      {historyOf && <FileHistory file={historyOf} onClose={() => setHistoryOf(null)} />}
    </Card>
  );
}

function FileHistory({ file, onClose }: { file: ProgramFile; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const log = useQuery({
    queryKey: programFileKeys.log(file.id),
    queryFn: ({ signal }) => fetchProgramFileLog({ fileId: file.id, signal }),
  });
  return (
    <Modal open title={file.doc_name} footer={null} onCancel={onClose} data-testid="program-file-log">
      <List
        loading={log.isPending}
        dataSource={log.data ?? []}
        renderItem={(entry) => (
          <List.Item key={entry.id}>
            <List.Item.Meta
              title={t(`programFiles.actions.${entry.action}`)}
              description={[formatDate(entry.at, language), entry.actor ? personName(entry.actor) : null]
                .filter(Boolean)
                .join(" · ")}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
