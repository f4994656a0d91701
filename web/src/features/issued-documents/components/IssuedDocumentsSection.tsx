import {
  binProblem,
  compactCode,
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentKind,
  type IssueDocumentBody,
  UI_LANGUAGES,
  type UiLanguage,
} from "@school/contracts";
import { Button, Form, type FormRule, Input, Select, Skeleton, Space, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { formatDate, formatTenge } from "../../../ui/format";
import { LoadFailed } from "../../../ui/LoadFailed";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { missingRequisitesText, problemText } from "../../requisites";
import { useIssueChoices, useIssueDocument, useIssuedQuery } from "../use-documents";
import { IssuedDocumentList } from "./IssuedDocumentList";
import { SendDocumentButton } from "./SendDocumentButton";
import "../texts";
import "../issued-documents.css";

type IssueValues = {
  kind: DocumentKind;
  language: UiLanguage;
  course_id?: number;
  act_id?: number;
  customer_iin?: string;
  customer_name?: string;
};

/** The customer's IIN as the contract checks it: empty is left to the server, which refuses an act without one. */
const iinRule = (t: TFunction): FormRule => ({
  validator: async (_rule, value?: string) => {
    const compact = compactCode(value ?? "");
    const problem = compact === "" ? null : binProblem(compact);
    if (problem) throw new Error(problemText(problem, t));
  },
});

/** What goes to the server: an IIN as the contract reads it, the fields left empty left out. */
function bodyOf(values: IssueValues): IssueDocumentBody {
  const { customer_iin: iin, customer_name: name, ...rest } = values;
  const compact = compactCode(iin ?? "");
  return {
    ...rest,
    ...(compact ? { customer_iin: compact } : {}),
    ...(name?.trim() ? { customer_name: name.trim() } : {}),
  };
}

/** The issue form: the kind and language, then the program (a contract, an invoice) or one of the student's acts. */
function IssueForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<IssueValues>();
  const kind = Form.useWatch("kind", form) ?? "contract";
  const choices = useIssueChoices(userId, true);
  const issue = useIssueDocument(userId);
  const submit = (values: IssueValues) =>
    issue.mutate(bodyOf(values), {
      onSuccess: () => {
        toast.success(t("issuedDocuments.issued.issuedToast"));
        onDone();
      },
      onError: (error) => {
        // An act prints the customer's IIN: where neither the form nor the student's contract gave one, the form
        // asks for it on its field (decision 0171).
        if (isApiError(error) && error.fields.customer_iin) {
          form.setFields([{ name: "customer_iin", errors: [t("issuedDocuments.issued.iinNeeded")] }]);
          return;
        }
        toast.error(missingRequisitesText(error, t) ?? errorText(error, t));
      },
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
      <CustomerFields forAct={forAct} />
      <Space>
        <Button type="primary" htmlType="submit" loading={issue.isPending} data-testid="issue-submit">
          {t("issuedDocuments.issued.issueSubmit")}
        </Button>
        <Button onClick={onDone}>{t("issuedDocuments.issued.cancel")}</Button>
      </Space>
    </Form>
  );
}

/** Who the document is for: the customer's IIN (the student's or the payer's) and a payer other than the student. */
function CustomerFields({ forAct }: { forAct: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="customer_iin"
        label={t("issuedDocuments.issued.customerIin")}
        rules={[iinRule(t)]}
        validateTrigger="onBlur"
        extra={t(forAct ? "issuedDocuments.issued.customerIinActHint" : "issuedDocuments.issued.customerIinHint")}
      >
        <Input inputMode="numeric" maxLength={16} autoComplete="off" data-testid="issue-customer-iin" />
      </Form.Item>
      <Form.Item
        name="customer_name"
        label={t("issuedDocuments.issued.payer")}
        extra={t("issuedDocuments.issued.payerHint")}
      >
        <Input maxLength={200} autoComplete="off" data-testid="issue-payer" />
      </Form.Item>
    </>
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
