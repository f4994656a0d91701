import { EditOutlined } from "@ant-design/icons";
import {
  MAILING_BODY_MAX,
  MAILING_SUBJECT_MAX,
  type MessageTemplate,
  type TemplateText,
  UI_LANGUAGES,
  type UiLanguage,
} from "@school/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Collapse, Form, Input, Modal, Popconfirm, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatDate } from "../../../ui/format";
import { RichTextEditor } from "../../../ui/RichTextEditor";
import { Tabs } from "../../../ui/Tabs";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { putTemplate } from "../api/mailings.api";
import { useSaveTemplate, useTemplatesQuery } from "../hooks/use-mailings";
import { mailingsKeys } from "../mailings.keys";

type Texts = Record<UiLanguage, TemplateText>;

/**
 * A template's three languages in one dialog (decision 0071): what is saved is the school's wording of each language
 * changed; a language the school rewrote can be given back its built-in text (the API's empty texts).
 */
function TemplateDialog({ template, onClose }: { template: MessageTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<Texts>();
  const save = useSaveTemplate();
  const client = useQueryClient();
  const [overridden, setOverridden] = useState(template.overridden);
  const [resetting, setResetting] = useState<UiLanguage | null>(null);
  const name = t(`mailings.templates.${template.key}`);
  const submit = (values: Texts) => {
    const changed = UI_LANGUAGES.filter(
      (each) =>
        values[each].subject !== template.texts[each].subject || values[each].body !== template.texts[each].body,
    ).map((each) => ({ language: each, subject: values[each].subject.trim(), body: values[each].body }));
    if (changed.length === 0) return onClose();
    save.mutate(
      { key: template.key, texts: changed },
      {
        onSuccess: () => {
          toast.success(t("mailings.templateEdit.saved"));
          onClose();
        },
      },
    );
  };
  const reset = async (each: UiLanguage) => {
    setResetting(each);
    try {
      const restored = await putTemplate(template.key, { language: each, subject: "", body: "" });
      form.setFieldValue(each, restored.texts[each]);
      setOverridden(restored.overridden);
      client.setQueryData<MessageTemplate[]>(mailingsKeys.templates, (list) =>
        list?.map((item) => (item.key === restored.key ? restored : item)),
      );
      toast.success(t("mailings.templateEdit.restored"));
    } catch {
      toast.error(t("mailings.templateEdit.failed"));
    } finally {
      setResetting(null);
    }
  };
  return (
    <Modal
      open
      width={760}
      onCancel={onClose}
      title={t("mailings.templateEdit.title", { name })}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ "data-testid": "template-save" } as Record<`data-${string}`, string>}
    >
      <Form<Texts> form={form} layout="vertical" onFinish={submit} initialValues={template.texts}>
        <FormError error={save.error} />
        <Typography.Paragraph type="secondary">{t("mailings.compose.variables")}</Typography.Paragraph>
        <Tabs
          defaultActiveKey={language}
          items={UI_LANGUAGES.map((each) => ({
            key: each,
            forceRender: true,
            label: (
              <span data-testid={`template-tab-${each}`}>
                {t(`mailings.templateEdit.languages.${each}`)}
                {overridden.includes(each) && <Tag className="mailings-own">{t("mailings.tab.own")}</Tag>}
              </span>
            ),
            children: (
              <>
                <Form.Item
                  name={[each, "subject"]}
                  label={t("mailings.compose.subject")}
                  rules={[{ required: true, whitespace: true }, { max: MAILING_SUBJECT_MAX }]}
                >
                  <Input data-testid={`template-subject-${each}`} />
                </Form.Item>
                <Form.Item
                  name={[each, "body"]}
                  label={t("mailings.compose.body")}
                  extra={t("richText.hint")}
                  rules={[{ required: true, whitespace: true }, { max: MAILING_BODY_MAX }]}
                >
                  <RichTextEditor
                    label={`${t("mailings.compose.body")} (${t(`mailings.templateEdit.languages.${each}`)})`}
                    testId={`template-body-${each}`}
                  />
                </Form.Item>
                {overridden.includes(each) && (
                  <Popconfirm
                    title={t("mailings.templateEdit.resetQuestion")}
                    okText={t("mailings.templateEdit.reset")}
                    cancelText={t("common.cancel")}
                    okButtonProps={{ "data-testid": "template-reset-confirm" } as Record<`data-${string}`, string>}
                    onConfirm={() => reset(each)}
                  >
                    <Button loading={resetting === each} data-testid={`template-reset-${each}`}>
                      {t("mailings.templateEdit.reset")}
                    </Button>
                  </Popconfirm>
                )}
              </>
            ),
          }))}
        />
      </Form>
    </Modal>
  );
}

/** The newsletter tab's templates: each in the reader's language, with its day, opened to read and to rewrite. */
export function MessageTemplates() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const templates = useTemplatesQuery();
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  if (templates.isPending) return <Skeleton active />;
  if (templates.isError) return null;
  const when = (template: MessageTemplate) => {
    if (template.date === null) return t("mailings.tab.byHand");
    if (template.date === "birthday") return t("mailings.tab.birthday");
    if (template.date === "kurban_ait") return t("mailings.tab.kurban");
    return formatDate(`2026-${template.date}`, language).replace(/\s*2026\s*(г\.|ж\.)?/, "");
  };
  return (
    <section aria-labelledby="mailing-templates">
      <Typography.Title level={3} id="mailing-templates" className="mailings-title">
        {t("mailings.tab.templates")}
      </Typography.Title>
      <Collapse
        size="small"
        data-testid="mailing-templates"
        items={templates.data.map((template) => ({
          key: template.key,
          label: (
            <span data-testid={`template-${template.key}`}>
              {t(`mailings.templates.${template.key}`)}{" "}
              <Typography.Text type="secondary">· {when(template)}</Typography.Text>
              {template.overridden.includes(language) && <Tag className="mailings-own">{t("mailings.tab.own")}</Tag>}
            </span>
          ),
          children: (
            <div>
              <div className="mailings-template-head">
                <Typography.Text strong>{template.texts[language].subject}</Typography.Text>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(template)}
                  data-testid={`template-edit-${template.key}`}
                >
                  {t("mailings.templateEdit.edit")}
                </Button>
              </div>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the server\'s allow-list sanitiser (core/rich-text.ts) */}
              <div className="mailing-html" dangerouslySetInnerHTML={{ __html: template.texts[language].body }} />
            </div>
          ),
        }))}
      />
      {editing && <TemplateDialog template={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
