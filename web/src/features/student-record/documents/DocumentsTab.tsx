import { STUDENT_DOCUMENT_TYPES, type StudentDocument } from "@school/contracts";
import { Button, Col, Form, Input, Row, Select, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { type DocumentUpload, useDocuments } from "./use-documents";
import "../student-record.css";
import { DateField } from "../../../ui/DateField";
import { formatShortDate } from "../../../ui/format";
import { useUiLanguage } from "../../language";

type UploadValues = Omit<DocumentUpload, "file">;

/** Uploaded documents: the list, an upload form (type, name, expiry, file) and deleting. */
export function DocumentsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { documents, upload, remove } = useDocuments(userId);
  const [form] = Form.useForm<UploadValues>();
  const [file, setFile] = useState<File | null>(null);
  const submit = (values: UploadValues) =>
    upload.mutate(
      { ...values, file: file! },
      {
        onSuccess: () => {
          toast.success(t("record.ui.uploaded"));
          form.resetFields();
          setFile(null);
        },
      },
    );
  const columns: TableColumnsType<StudentDocument> = [
    {
      key: "name",
      title: t("record.ui.docName"),
      render: (_, document) => (
        <a href={document.file} target="_blank" rel="noreferrer">
          {document.doc_name}
        </a>
      ),
    },
    {
      key: "type",
      title: t("record.ui.docType"),
      render: (_, document) => t(runtimeKey(`record.documentTypes.${document.doc_type}`)),
    },
    {
      key: "expires",
      title: t("record.ui.expiresOn"),
      render: (_, document) => (document.expires_on ? formatShortDate(document.expires_on, language) : "—"),
    },
    {
      key: "actions",
      title: <span className="visually-hidden">{t("record.ui.delete")}</span>,
      render: (_, document) => (
        <ConfirmDeleteButton
          question={`${t("record.ui.delete")}: ${document.doc_name}?`}
          onConfirm={() => remove.mutate(document.id)}
          testId={`document-delete-${document.id}`}
        />
      ),
    },
  ];
  return (
    <div data-testid="documents-tab">
      <Form form={form} layout="vertical" initialValues={{ doc_type: "passport" }} onFinish={submit}>
        <FormError error={upload.error} />
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="doc_type" label={t("record.ui.docType")}>
              <Select
                aria-label={t("record.ui.docType")}
                options={STUDENT_DOCUMENT_TYPES.map((type) => ({
                  value: type,
                  label: t(runtimeKey(`record.documentTypes.${type}`)),
                }))}
                data-testid="document-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="doc_name" label={t("record.ui.docName")}>
              <Input maxLength={200} data-testid="document-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="expires_on" label={t("record.ui.expiresOn")}>
              <DateField data-testid="document-expires" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t("record.ui.chooseFile")} extra={t("record.ui.fileHint")}>
              <input
                type="file"
                accept="application/pdf,image/jpeg,image/png,image/webp"
                aria-label={t("record.ui.chooseFile")}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                data-testid="document-file"
              />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!file}
          loading={upload.isPending}
          data-testid="document-upload"
        >
          {t("record.ui.upload")}
        </Button>
      </Form>
      <ScrollRegion label={t("record.tabs.documents")}>
        <Table<StudentDocument>
          className="record-table"
          rowKey="id"
          columns={columns}
          dataSource={documents.data}
          loading={documents.isFetching}
          pagination={false}
          locale={{ emptyText: t("record.ui.noDocuments") }}
          onRow={(document) => ({ "data-testid": `document-row-${document.id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </ScrollRegion>
    </div>
  );
}
