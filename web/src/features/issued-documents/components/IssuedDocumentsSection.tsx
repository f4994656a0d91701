import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentKind,
  UI_LANGUAGES,
  type UiLanguage,
} from "@school/contracts";
import { Button, Form, Select, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatDate, formatTenge } from "../../../ui/format";
import { LoadFailed } from "../../../ui/LoadFailed";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { missingRequisitesText } from "../../requisites";
import { useIssueChoices, useIssueDocument, useIssuedQuery } from "../use-documents";
import { IssuedDocumentList } from "./IssuedDocumentList";
import { SendDocumentButton } from "./SendDocumentButton";
import "../texts";
import "../issued-documents.css";

type IssueValues = { kind: DocumentKind; language: UiLanguage; course_id?: number; act_id?: number };

/** The issue form: the kind and language, then the program (a contract, an invoice) or one of the student's acts. */
function IssueForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<IssueValues>();
  const kind = Form.useWatch("kind", form) ?? "contract";
  const choices = useIssueChoices(userId, true);
  const issue = useIssueDocument(userId);
  const submit = (values: IssueValues) =>
    issue.mutate(values, {
      onSuccess: () => {
        toast.success(t("issuedDocuments.issued.issuedToast"));
        onDone();
      },
      onError: (error) => toast.error(missingRequisitesText(error, t) ?? errorText(error, t)),
    });
  if (choices.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (choices.isError) return <LoadFailed error={choices.error} onRetry={() => void choices.refetch()} />;
  const forAct = DOCUMENT_KINDS[kind].subject === "act";
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ kind: "contract", language }}
      data-testid="issue-form"
    >
      <Form.Item name="kind" label={t("issuedDocuments.issued.kind")} rules={[{ required: true }]}>
        <Select
          options={DOCUMENT_KIND_NAMES.map((value) => ({ value, label: t(`issuedDocuments.kinds.${value}`) }))}
          data-testid="issue-kind"
        />
      </Form.Item>
      <Form.Item name="language" label={t("issuedDocuments.issued.language")} rules={[{ required: true }]}>
        <Select
          options={UI_LANGUAGES.map((value) => ({ value, label: t(`issuedDocuments.languages.${value}`) }))}
          data-testid="issue-language"
        />
      </Form.Item>
      {forAct ? (
        <Form.Item name="act_id" label={t("issuedDocuments.issued.act")} rules={[{ required: true }]}>
          <Select
            data-testid="issue-act"
            options={choices.data.acts.map((act) => ({
              value: act.id,
              label: t("issuedDocuments.issued.actOption", {
                number: act.number,
                date: formatDate(act.date, language),
                amount: formatTenge(act.amount, language),
              }),
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="course_id" label={t("issuedDocuments.issued.program")} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="issue-program"
            options={choices.data.programs.map((program) => ({ value: program.id, label: program.title }))}
          />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={issue.isPending} data-testid="issue-submit">
          {t("issuedDocuments.issued.issueSubmit")}
        </Button>
        <Button onClick={onDone}>{t("issuedDocuments.issued.cancel")}</Button>
      </Space>
    </Form>
  );
}

/**
 * The student page's documents from templates (decision 0162), under the uploaded ones: staff issue a contract, an
 * invoice or an act, see it prepared on the server and open it, and see whether the student accepted a contract.
 */
export function IssuedDocumentsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const documents = useIssuedQuery(userId);
  const [issuing, setIssuing] = useState(false);
  return (
    <section className="issued-documents" aria-labelledby="issued-documents-title" data-testid="issued-documents">
      <div className="issued-documents__head">
        <Typography.Title level={4} id="issued-documents-title">
          {t("issuedDocuments.issued.title")}
        </Typography.Title>
        {!issuing && (
          <Button type="primary" onClick={() => setIssuing(true)} data-testid="issue-open">
            {t("issuedDocuments.issued.issue")}
          </Button>
        )}
      </div>
      <Typography.Paragraph type="secondary">{t("issuedDocuments.issued.hint")}</Typography.Paragraph>
      {issuing && <IssueForm userId={userId} onDone={() => setIssuing(false)} />}
      {documents.isPending ? (
        <Skeleton active />
      ) : documents.isError ? (
        <LoadFailed error={documents.error} onRetry={() => void documents.refetch()} />
      ) : (
        <IssuedDocumentList
          documents={documents.data}
          empty={t("issuedDocuments.issued.empty")}
          actions={(document) => <SendDocumentButton document={document} />}
        />
      )}
    </section>
  );
}
