import { AUDIT_PAGE_SIZE, type AuditEntry, PERSONAL_DATA_PERMISSIONS } from "@school/contracts";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Modal, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatInstant } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { checklistKeys, downloadExport, eraseStudent, fetchAuditPage } from "../api/checklist.api";
import "../checklist.css";
import "../texts";

/** Saves a downloaded file under its name, the way a link with `download` would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function EraseButton({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const erase = useMutation({
    mutationFn: () => eraseStudent(userId, typed),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t("checklist.erase.done"));
      await queryClient.invalidateQueries();
    },
  });
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="personal-erase">
        {t("checklist.erase.button")}
      </Button>
      <Modal
        open={open}
        title={t("checklist.erase.title")}
        okText={t("checklist.erase.confirm")}
        okButtonProps={{
          danger: true,
          disabled: typed.trim().toLowerCase() !== email.toLowerCase(),
          loading: erase.isPending,
        }}
        onOk={() => erase.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t("checklist.erase.warning")}</p>
        <FormError error={erase.error} />
        <Form layout="vertical">
          <Form.Item label={t("checklist.erase.confirmLabel")} htmlFor={`erase-confirm-${userId}`}>
            <Input
              id={`erase-confirm-${userId}`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              data-testid="personal-erase-email"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * The student's personal data (decision 0033): the audit log for staff, and for the school admin the export of
 * everything (a zip) and the erasure on request.
 */
export function PersonalDataTab({ user }: { user: { id: number; email: string } }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isSchoolAdmin = useCan("personalData.erase");
  const audit = useInfiniteQuery({
    queryKey: checklistKeys.audit(user.id),
    queryFn: ({ pageParam, signal }) => fetchAuditPage({ userId: user.id, before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const exporting = useMutation({
    mutationFn: () => downloadExport(user.id),
    onSuccess: (blob) => {
      saveFile(blob, `student-${user.id}.zip`);
      toast.success(t("checklist.export.done"));
    },
  });
  const when = (value: string) => formatInstant(new Date(value), language, { dateStyle: "short", timeStyle: "short" });
  const rows = audit.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div data-testid="personal-data">
      {isSchoolAdmin && (
        <div className="personal-data__actions">
          <Button onClick={() => exporting.mutate()} loading={exporting.isPending} data-testid="personal-export">
            {t("checklist.export.button")}
          </Button>
          <EraseButton userId={user.id} email={user.email} />
        </div>
      )}
      <FormError error={exporting.error} />
      <Typography.Title level={2} className="checklist__title">
        {t("checklist.audit.title")}
      </Typography.Title>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={audit.isPending}
        dataSource={rows}
        pagination={false}
        className="personal-data__audit"
        locale={{ emptyText: t("checklist.audit.empty") }}
        data-testid="personal-audit"
        columns={[
          { key: "at", title: t("checklist.audit.when"), render: (_, row) => when(row.at), width: 150 },
          {
            key: "who",
            title: t("checklist.audit.who"),
            render: (_, row) => row.actor_name ?? t("checklist.audit.system"),
          },
          {
            key: "action",
            title: t("checklist.audit.action"),
            render: (_, row) => t(runtimeKey(`checklist.audit.actions.${row.action}`)),
          },
          // What was read or changed, in the reader's words; a call under another permission keeps its path.
          {
            key: "data",
            title: t("checklist.audit.data"),
            render: (_, row) =>
              row.data && PERSONAL_DATA_PERMISSIONS.has(row.data) ? (
                t(runtimeKey(`checklist.audit.what.${row.data}`))
              ) : (
                <code>{row.call}</code>
              ),
          },
        ]}
      />
      {audit.hasNextPage && (
        <Button
          className="checklist__more"
          onClick={() => audit.fetchNextPage()}
          loading={audit.isFetchingNextPage}
          data-testid="personal-audit-more"
        >
          {t("checklist.audit.more")} ({AUDIT_PAGE_SIZE})
        </Button>
      )}
    </div>
  );
}
