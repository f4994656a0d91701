import { DeleteOutlined, EditOutlined, UploadOutlined } from "@ant-design/icons";
import {
  LEGAL_DOCUMENT_KINDS,
  LEGAL_PDF_MAX_BYTES,
  type LegalDocumentKind,
  type LegalDocumentText,
  ONBOARDING_VIDEO_MAX_BYTES,
  type SupportContactBody,
} from "@school/contracts";
import { Button, Form, Input, Modal, Popconfirm, Skeleton, Space, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { LoadFailed } from "../../../ui/LoadFailed";
import { NameInLanguages } from "../../../ui/NameInLanguages";
import { Progress } from "../../../ui/Progress";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import {
  useDeleteLegalDocument,
  useDeleteVideo,
  useHelpSettingsQuery,
  useLinkVideo,
  useSaveSupport,
  useUploadLegalPdf,
  useUploadVideo,
  useWriteLegalText,
} from "../hooks/use-help-settings";
import { legalHref } from "./LegalFooter";
import { VideoPlayer } from "./VideoPlayer";
import "../texts";
import "../help.css";

const MB = 1024 * 1024;

/** A legal text in Russian (required), Kazakh and English (decision 0134). */
type LegalTexts = { text: string; text_kk?: string; text_en?: string };
const LEGAL_TEXTS = { ru: "text", kk: "text_kk", en: "text_en" } as const;

function TextDialog({
  kind,
  document,
  onClose,
}: {
  kind: LegalDocumentKind;
  document?: LegalDocumentText;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LegalTexts>();
  const write = useWriteLegalText();
  const written = document?.format === "text";
  return (
    <Modal
      open
      width={760}
      onCancel={onClose}
      title={t(runtimeKey(`footer.documents.${kind}`))}
      okText={t("help.documents.saveText")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      confirmLoading={write.isPending}
      okButtonProps={{ "data-testid": "legal-text-save" } as Record<`data-${string}`, string>}
    >
      <Form<LegalTexts>
        form={form}
        layout="vertical"
        initialValues={{
          text: written ? document.text_ru : "",
          text_kk: written ? document.text_kk : "",
          text_en: written ? document.text_en : "",
        }}
        onFinish={(values) =>
          write.mutate(
            { kind, texts: { text: values.text, text_kk: values.text_kk ?? "", text_en: values.text_en ?? "" } },
            {
              onSuccess: () => {
                toast.success(t("help.editor.saved"));
                onClose();
              },
            },
          )
        }
      >
        <FormError error={write.error} />
        <Typography.Paragraph type="secondary">{t("help.editor.answerHint")}</Typography.Paragraph>
        <NameInLanguages
          label={t("help.documents.text")}
          fields={LEGAL_TEXTS}
          testIds={{ ru: "legal-text-input", kk: "legal-text-input-kk", en: "legal-text-input-en" }}
          maxLength={100_000}
          rows={6}
          text
        />
      </Form>
    </Modal>
  );
}

function DocumentRow({ kind, document }: { kind: LegalDocumentKind; document?: LegalDocumentText }) {
  const { t } = useTranslation();
  const upload = useUploadLegalPdf();
  const remove = useDeleteLegalDocument();
  const [progress, setProgress] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const title = t(runtimeKey(`footer.documents.${kind}`));
  const send = (file: File) => {
    if (file.type && file.type !== "application/pdf") {
      toast.error(t("help.documents.wrongType"));
      return;
    }
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t("help.editor.saved")),
        onError: (error) => toast.error(error instanceof Error ? error.message : String(error)),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <li className="help-editor__row" data-testid={`legal-editor-${kind}`}>
      <span>
        <strong>{title}</strong>{" "}
        {document ? (
          <Tag color="blue" data-testid={`legal-editor-state-${kind}`}>
            {t(document.format === "pdf" ? "help.documents.pdfVersion" : "help.documents.textVersion", {
              version: document.version,
            })}
          </Tag>
        ) : (
          <Tag data-testid={`legal-editor-state-${kind}`}>{t("help.documents.none")}</Tag>
        )}
      </span>
      {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" style={{ width: 120 }} />}
      <Space wrap size={4}>
        {document && (
          <Button size="small" href={legalHref(document)} target="_blank" rel="noopener">
            {t("help.documents.open")}
          </Button>
        )}
        <Upload
          accept="application/pdf,.pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            send(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} data-testid={`legal-upload-${kind}`}>
            {t("help.documents.uploadPdf")}
          </Button>
        </Upload>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setWriting(true)}
          data-testid={`legal-write-${kind}`}
        >
          {t("help.documents.writeText")}
        </Button>
        {document && (
          <Popconfirm
            title={t("help.documents.removeConfirm")}
            okText={t("common.delete")}
            cancelText={t("common.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(kind)}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              {t("help.documents.remove")}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {writing && <TextDialog kind={kind} document={document} onClose={() => setWriting(false)} />}
    </li>
  );
}

function SupportForm({ support }: { support: SupportContactBody }) {
  const { t } = useTranslation();
  const save = useSaveSupport();
  return (
    <Form<SupportContactBody>
      layout="vertical"
      initialValues={support}
      onFinish={(values) =>
        save.mutate(
          { phone: values.phone ?? "", email: values.email ?? "", telegram: values.telegram ?? "" },
          { onSuccess: () => toast.success(t("help.editor.saved")) },
        )
      }
      data-testid="support-form"
    >
      <FormError error={save.error} />
      <Form.Item name="phone" label={t("help.info.phone")}>
        <Input type="tel" placeholder="+7 701 123 45 67" data-testid="support-phone" />
      </Form.Item>
      <Form.Item name="email" label={t("help.info.email")}>
        <Input type="email" data-testid="support-email" />
      </Form.Item>
      <Form.Item name="telegram" label={t("help.info.telegram")}>
        <Input placeholder="@school_help" data-testid="support-telegram" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="support-save">
        {t("help.support.save")}
      </Button>
    </Form>
  );
}

function VideoEditor({ video }: { video: Parameters<typeof VideoPlayer>[0]["video"] | null }) {
  const { t } = useTranslation();
  const upload = useUploadVideo();
  const link = useLinkVideo();
  const remove = useDeleteVideo();
  const [progress, setProgress] = useState<number | null>(null);
  const send = (file: File) => {
    if (file.type && !["video/mp4", "video/webm"].includes(file.type)) {
      toast.error(t("help.videoEditor.wrongType"));
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t("help.editor.saved")),
        onError: (error) => toast.error(error instanceof Error ? error.message : String(error)),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <div data-testid="video-editor">
      {video && (
        <div style={{ maxWidth: 560, marginBottom: 12 }}>
          <Typography.Text type="secondary">{t("help.videoEditor.current")}</Typography.Text>
          <VideoPlayer video={video} title={t("help.video.title")} />
        </div>
      )}
      <Space wrap align="start">
        <Upload
          accept="video/mp4,video/webm,.mp4,.webm"
          showUploadList={false}
          beforeUpload={(file) => {
            send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="video-upload">
            {t("help.videoEditor.upload")}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t("help.videoEditor.hint", { mb: ONBOARDING_VIDEO_MAX_BYTES / MB })}
        </Typography.Text>
      </Space>
      {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" />}
      <Form<{ url: string }>
        layout="vertical"
        style={{ marginTop: 12, maxWidth: 560 }}
        initialValues={{ url: video && video.kind !== "file" ? video.url : "" }}
        onFinish={(values) =>
          link.mutate(values.url.trim(), { onSuccess: () => toast.success(t("help.editor.saved")) })
        }
      >
        <FormError error={link.error} />
        <Form.Item name="url" label={t("help.videoEditor.link")} rules={[{ required: true, type: "url" }]}>
          <Input placeholder="https://www.youtube.com/watch?v=…" data-testid="video-link" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={link.isPending} data-testid="video-link-save">
            {t("help.videoEditor.saveLink")}
          </Button>
          {video && (
            <Popconfirm
              title={t("help.videoEditor.removeConfirm")}
              okText={t("common.delete")}
              cancelText={t("common.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(undefined)}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t("help.videoEditor.remove")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </div>
  );
}

/**
 * The settings' documents tab (decisions 0061, 0062): the six legal documents (a PDF or a text each), the support
 * contact, and the onboarding video.
 */
export function DocumentsEditor() {
  const { t } = useTranslation();
  const settings = useHelpSettingsQuery();
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (settings.isError) return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  const byKind = new Map(settings.data.documents.map((document) => [document.kind, document]));
  return (
    <div data-testid="documents-editor">
      <Typography.Title level={4}>{t("help.documents.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t("help.documents.lead")} {t("help.documents.pdfHint", { mb: LEGAL_PDF_MAX_BYTES / MB })}
      </Typography.Paragraph>
      <ul className="faq__list">
        {LEGAL_DOCUMENT_KINDS.map((kind) => (
          <DocumentRow key={kind} kind={kind} document={byKind.get(kind)} />
        ))}
      </ul>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t("help.support.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("help.support.lead")}</Typography.Paragraph>
      <div style={{ maxWidth: 480 }}>
        <SupportForm support={settings.data.support} />
      </div>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t("help.videoEditor.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("help.videoEditor.lead")}</Typography.Paragraph>
      <VideoEditor video={settings.data.video} />
    </div>
  );
}
