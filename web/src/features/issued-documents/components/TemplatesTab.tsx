import {
  DOCUMENT_KIND_NAMES,
  type DocumentKind,
  type DocumentTemplateList,
  UI_LANGUAGES,
  type UiLanguage,
  unknownPlaceholders,
} from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Input, Skeleton, Space, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { LoadFailed } from "../../../ui/LoadFailed";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { Segmented } from "../../../ui/Segmented";
import { toast } from "../../../ui/toast";
import { missingRequisitesText } from "../../requisites";
import { previewTemplate } from "../documents.api";
import { openPdf } from "../open-pdf";
import { useSaveTemplate, useTemplatesQuery } from "../use-documents";
import "../texts";
import "../issued-documents.css";

/**
 * The settings' document templates (decision 0162): a kind and a language picked, its text edited with the kind's
 * placeholders a click away, saved only when every placeholder is known (checked here with the contracts' rule and
 * again by the server), previewed as the PDF a sample student would get.
 */
export default function TemplatesTab() {
  const { t } = useTranslation();
  const templates = useTemplatesQuery();
  return (
    <section aria-labelledby="templates-title" className="doc-templates" data-testid="document-templates">
      <Typography.Title level={3} id="templates-title">
        {t("issuedDocuments.templates.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("issuedDocuments.templates.hint")}</Typography.Paragraph>
      {templates.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : templates.isError ? (
        <LoadFailed error={templates.error} onRetry={() => void templates.refetch()} />
      ) : (
        <TemplateEditor list={templates.data} />
      )}
    </section>
  );
}

function TemplateEditor({ list }: { list: DocumentTemplateList }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DocumentKind>("contract");
  const [language, setLanguage] = useState<UiLanguage>("ru");
  const template = list.templates.find((row) => row.kind === kind && row.language === language)!;
  const [text, setText] = useState(template.body);
  const area = useRef<HTMLTextAreaElement | null>(null);
  // A new kind or language, or the saved text coming back, starts the editor from what is stored.
  useEffect(() => setText(template.body), [template.body]);
  const save = useSaveTemplate();
  const preview = useMutation({
    mutationFn: () => previewTemplate({ kind, language, body: text }),
    onSuccess: (blob) => openPdf(blob, `${kind}-${language}-preview.pdf`),
    onError: (error) => toast.error(missingRequisitesText(error, t) ?? errorText(error, t)),
    meta: { silent: true },
  });
  const unknown = unknownPlaceholders(kind, text);
  const submit = (body: string, done: string) =>
    save.mutate(
      { kind, language, body },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorText(error, t)) },
    );
  const insert = (name: string) => {
    const element = area.current;
    const at = element?.selectionStart ?? text.length;
    setText(`${text.slice(0, at)}{{${name}}}${text.slice(element?.selectionEnd ?? at)}`);
  };
  return (
    <div className="doc-templates__editor">
      <div className="doc-templates__pickers">
        <ScrollRegion label={t("issuedDocuments.templates.kind")}>
          <Segmented<DocumentKind>
            aria-label={t("issuedDocuments.templates.kind")}
            value={kind}
            onChange={setKind}
            options={DOCUMENT_KIND_NAMES.map((value) => ({ value, label: t(`issuedDocuments.kinds.${value}`) }))}
            data-testid="template-kind"
          />
        </ScrollRegion>
        <ScrollRegion label={t("issuedDocuments.templates.language")}>
          <Segmented<UiLanguage>
            aria-label={t("issuedDocuments.templates.language")}
            value={language}
            onChange={setLanguage}
            options={UI_LANGUAGES.map((value) => ({ value, label: t(`issuedDocuments.languages.${value}`) }))}
            data-testid="template-language"
          />
        </ScrollRegion>
        <Tag color={template.is_default ? "default" : "blue"} data-testid="template-origin">
          {t(template.is_default ? "issuedDocuments.templates.shipped" : "issuedDocuments.templates.changed")}
        </Tag>
      </div>
      <label className="doc-templates__label" htmlFor="template-text">
        {t("issuedDocuments.templates.text")}
      </label>
      <Input.TextArea
        id="template-text"
        ref={(input) => {
          area.current = input?.resizableTextArea?.textArea ?? null;
        }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 10, maxRows: 24 }}
        status={unknown.length > 0 ? "error" : undefined}
        data-testid="template-text"
      />
      {unknown.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t("issuedDocuments.templates.unknown", { names: unknown.map((name) => `{{${name}}}`).join(", ") })}
          data-testid="template-unknown"
        />
      )}
      <Typography.Text strong>{t("issuedDocuments.templates.placeholders")}</Typography.Text>
      <div className="doc-templates__placeholders" data-testid="template-placeholders">
        {list.placeholders[kind].map((name) => (
          <Button key={name} size="small" onClick={() => insert(name)}>{`{{${name}}}`}</Button>
        ))}
      </div>
      <Space wrap>
        <Button
          type="primary"
          disabled={unknown.length > 0}
          loading={save.isPending}
          onClick={() => submit(text, t("issuedDocuments.templates.saved"))}
          data-testid="template-save"
        >
          {t("issuedDocuments.templates.save")}
        </Button>
        <Button
          disabled={unknown.length > 0}
          loading={preview.isPending}
          onClick={() => preview.mutate()}
          data-testid="template-preview"
        >
          {t("issuedDocuments.templates.preview")}
        </Button>
        {!template.is_default && (
          <Button onClick={() => submit("", t("issuedDocuments.templates.restored"))} data-testid="template-restore">
            {t("issuedDocuments.templates.restore")}
          </Button>
        )}
      </Space>
    </div>
  );
}
