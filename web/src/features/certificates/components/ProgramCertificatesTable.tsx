import type { Certificate } from "@school/contracts";
import { Button, Form, Input, Modal, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatShortDate } from "../../../ui/format";
import { LoadFailed } from "../../../ui/LoadFailed";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useProgramCertificateMutations, useProgramCertificatesQuery } from "../hooks/use-certificates";
import { CertificatePdfButton } from "./CertificatePdfButton";

/** The program's certificates, newest first, with their state; a valid one revocable with a reason. */
export function ProgramCertificatesTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const list = useProgramCertificatesQuery(courseId);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <ScrollRegion label={t("certificates.list.title")}>
        <Table<Certificate>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.results ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t("certificates.list.empty") }}
          columns={[
            { key: "number", title: t("certificates.list.number"), dataIndex: "number" },
            { key: "holder", title: t("certificates.list.holder"), dataIndex: "holder" },
            {
              key: "issued",
              title: t("certificates.list.issuedAt"),
              render: (_, row) => formatShortDate(row.issued_at, language),
            },
            {
              key: "state",
              title: t("certificates.list.state"),
              render: (_, row) => (
                <Tag
                  color={row.state === "revoked" ? "red" : "green"}
                  data-testid={`program-certificate-state-${row.id}`}
                >
                  {t(row.state === "revoked" ? "certificates.state.revoked" : "certificates.state.valid")}
                </Tag>
              ),
            },
            {
              key: "actions",
              title: t("certificates.list.actions"),
              render: (_, row) => (
                <span className="certificates__actions">
                  <CertificatePdfButton certificate={row} />
                  {row.state === "valid" ? (
                    <Button
                      size="small"
                      danger
                      onClick={() => setRevoking(row)}
                      data-testid={`certificate-revoke-${row.id}`}
                    >
                      {t("certificates.revoke.button")}
                    </Button>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      </ScrollRegion>
      {revoking ? <RevokeDialog courseId={courseId} certificate={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}

function RevokeDialog({
  courseId,
  certificate,
  onClose,
}: {
  courseId: number;
  certificate: Certificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { revoke } = useProgramCertificateMutations(courseId);
  const submit = ({ reason }: { reason: string }) =>
    revoke.mutate(
      { id: certificate.id, reason },
      {
        onSuccess: () => {
          toast.success(t("certificates.revoke.done"));
          onClose();
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  return (
    <Modal
      open
      title={t("certificates.revoke.title", { number: certificate.number })}
      okText={t("certificates.revoke.confirm")}
      okButtonProps={{ danger: true, loading: revoke.isPending, id: "certificate-revoke-confirm" }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t("certificates.revoke.reason")}
          rules={[{ required: true, whitespace: true, message: t("certificates.revoke.reasonRequired") }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="certificate-revoke-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
