import {
  APOSTILLE_DOCUMENTS,
  APOSTILLE_ROUNDS,
  COMMUNICATION_CHANNELS,
  type Communication,
  type DocumentCheckState,
  EXAM_TYPES,
  FINANCE_DOCUMENTS,
  type PaymentTranche,
  type RecordSection,
  STUDENT_DOCUMENT_TYPES,
  type StudentCard,
  type StudentDocument,
  type StudentExam,
} from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Button,
  Checkbox,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Row,
  Select,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useSession } from "../../session";
import {
  createComment,
  createExam,
  createTranche,
  fetchChecks,
  fetchCommunications,
  fetchDocuments,
  fetchExams,
  fetchTranches,
  markTranchePaid,
  removeDocument,
  saveChecks,
  uploadDocument,
} from "../api/student-record.api";
import { useUpdateUserMutation } from "../hooks/use-users";
import { RecordFields, recordBody, useRecordChoices } from "./RecordFields";

const useKey = (userId: number, part: string) => {
  const { claims } = useSession();
  return ["users", claims?.school_id ?? 0, "record", userId, part] as const;
};

/** Some sections of the record, edited in place and saved through `manager_update/`. */
export function RecordSectionsTab({
  user,
  sections,
  name,
}: {
  user: StudentCard;
  sections: readonly RecordSection[];
  name: string;
}) {
  const { t } = useTranslation();
  const choices = useRecordChoices();
  const update = useUpdateUserMutation();
  const [form] = Form.useForm();
  const submit = (values: Record<string, unknown>) =>
    update.mutate(
      { id: user.id, body: recordBody(sections, values) },
      { onSuccess: () => toast.success(t("record.ui.saved")) },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={user.record ?? {}}
      onFinish={submit}
      data-testid={`record-form-${name}`}
    >
      <FormError error={update.error} />
      {sections.map((section) => (
        <section key={section} className="record-section" aria-labelledby={`record-section-${name}-${section}`}>
          <h2 className="record-section__title" id={`record-section-${name}-${section}`}>
            {t(runtimeKey(`record.sections.${section}`))}
          </h2>
          <RecordFields sections={[section]} choices={choices.data} />
        </section>
      ))}
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid={`record-save-${name}`}>
        {t("record.ui.save")}
      </Button>
    </Form>
  );
}

/** The checking state's tag, its text darkened to reach 4.5:1 on the tint (decision 0019). */
const STATE_COLOURS: Record<DocumentCheckState, { tag: string; text?: string }> = {
  not_checked: { tag: "default" },
  checked: { tag: "gold", text: "#874d00" },
  all_checked: { tag: "green", text: "#135200" },
};

/** Finance documents or apostilles: one checkbox per document, saved as it is ticked. */
export function ChecksTab({ userId, kind }: { userId: number; kind: "finance" | "apostille" }) {
  const { t } = useTranslation();
  const key = useKey(userId, kind);
  const queryClient = useQueryClient();
  const checks = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchChecks(kind, userId, signal) });
  const save = useMutation({
    mutationFn: (change: Record<string, boolean>) => saveChecks(kind, { user_id: userId, ...change }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  if (!checks.data) return <Skeleton active />;
  const values = checks.data as Record<string, boolean | string | number>;
  const rows =
    kind === "finance"
      ? FINANCE_DOCUMENTS.map((document) => ({ document, fields: [`finance_${document}`] }))
      : APOSTILLE_DOCUMENTS.map((document) => ({
          document,
          fields: APOSTILLE_ROUNDS.map((round) => `apostille_${document}_${round}`),
        }));
  const total = rows.reduce((sum, row) => sum + row.fields.length, 0);
  const checked = rows.reduce((sum, row) => sum + row.fields.filter((field) => values[field] === true).length, 0);
  const box = (field: string, label: React.ReactNode) => (
    <Checkbox
      checked={values[field] === true}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ [field]: event.target.checked })}
      data-testid={`check-${field}`}
    >
      {label}
    </Checkbox>
  );
  return (
    <div data-testid={`checks-${kind}`}>
      <p className="record-state">
        <Tag color={STATE_COLOURS[checks.data.state].tag} style={{ color: STATE_COLOURS[checks.data.state].text }}>
          {t(runtimeKey(`record.checkStates.${checks.data.state}`))}
        </Tag>
        {t("record.ui.checkedOf", { checked, total })}
      </p>
      <FormError error={save.error} />
      {kind === "finance" ? (
        <Row gutter={[16, 8]}>
          {rows.map((row) => (
            <Col key={row.document} xs={24} md={12}>
              {box(row.fields[0]!, t(runtimeKey(`record.finance.${row.document}`)))}
            </Col>
          ))}
        </Row>
      ) : (
        <ScrollRegion label={t("record.tabs.apostille")}>
          <table className="record-checks">
            <thead>
              <tr>
                <th scope="col">{t("record.ui.docName")}</th>
                {APOSTILLE_ROUNDS.map((round) => (
                  <th key={round} scope="col">
                    {t(runtimeKey(`record.rounds.${round}`))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.document}>
                  <th scope="row">{t(runtimeKey(`record.apostille.${row.document}`))}</th>
                  {row.fields.map((field, index) => (
                    <td key={field}>
                      {box(
                        field,
                        <span className="visually-hidden">
                          {t(runtimeKey(`record.apostille.${row.document}`))},{" "}
                          {t(runtimeKey(`record.rounds.${APOSTILLE_ROUNDS[index]}`))}
                        </span>,
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

/** Uploaded documents: the list, an upload form (type, name, expiry, file) and deleting. */
export function DocumentsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const key = useKey(userId, "documents");
  const queryClient = useQueryClient();
  const documents = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchDocuments(userId, signal) });
  const [form] = Form.useForm<{ doc_type: string; doc_name?: string; expires_on?: string }>();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (values: { doc_type: string; doc_name?: string; expires_on?: string }) => {
      const body = new FormData();
      body.append("doc_type", values.doc_type);
      if (values.doc_name) body.append("doc_name", values.doc_name);
      if (values.expires_on) body.append("expires_on", values.expires_on);
      body.append("file", file!);
      return uploadDocument(userId, body);
    },
    onSuccess: () => {
      toast.success(t("record.ui.uploaded"));
      form.resetFields();
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: removeDocument,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
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
    { key: "expires", title: t("record.ui.expiresOn"), render: (_, document) => document.expires_on ?? "—" },
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
      <Form
        form={form}
        layout="vertical"
        initialValues={{ doc_type: "passport" }}
        onFinish={(values) => upload.mutate(values)}
      >
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
              <Input type="date" data-testid="document-expires" />
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

/** IELTS/TOLC: the record's IELTS fields, the results recorded and a form to add one. */
export function ExamsTab({ user }: { user: StudentCard }) {
  const { t } = useTranslation();
  const key = useKey(user.id, "exams");
  const queryClient = useQueryClient();
  const choices = useRecordChoices();
  const exams = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchExams(user.id, signal) });
  const [form] = Form.useForm<{ type: "ielts" | "tolc"; results?: string; date?: string; teacher_id?: number }>();
  const add = useMutation({
    mutationFn: (values: { type: "ielts" | "tolc"; results?: string; date?: string; teacher_id?: number }) =>
      createExam({
        user_id: user.id,
        type: values.type,
        results: values.results ?? "",
        date: values.date || null,
        teacher_id: values.teacher_id ?? null,
        present: Boolean(values.results),
      }),
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const columns: TableColumnsType<StudentExam> = [
    {
      key: "type",
      title: t("record.ui.examType"),
      render: (_, exam) => t(runtimeKey(`record.examTypes.${exam.type}`)),
    },
    { key: "results", title: t("record.ui.results"), dataIndex: "results" },
    { key: "date", title: t("record.ui.date"), render: (_, exam) => exam.date ?? "—" },
    { key: "teacher", title: t("record.ui.teacher"), render: (_, exam) => exam.teacher_name ?? "—" },
    {
      key: "file",
      title: t("record.ui.certificate"),
      render: (_, exam) =>
        exam.file ? (
          <a href={exam.file} target="_blank" rel="noreferrer">
            {exam.filename ?? t("record.ui.open")}
          </a>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <div data-testid="exams-tab">
      <RecordSectionsTab user={user} sections={["ielts"]} name="ielts" />
      <h2 className="record-section__title">{t("record.ui.addExam")}</h2>
      <Form form={form} layout="vertical" initialValues={{ type: "ielts" }} onFinish={(values) => add.mutate(values)}>
        <FormError error={add.error} />
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="type" label={t("record.ui.examType")}>
              <Select
                aria-label={t("record.ui.examType")}
                options={EXAM_TYPES.map((type) => ({ value: type, label: t(runtimeKey(`record.examTypes.${type}`)) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="results" label={t("record.ui.results")}>
              <Input maxLength={200} data-testid="exam-results" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="date" label={t("record.ui.date")}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="teacher_id" label={t("record.ui.teacher")}>
              <Select
                allowClear
                aria-label={t("record.ui.teacher")}
                options={(choices.data?.teachers ?? []).map((person) => ({
                  value: person.id,
                  label: personName(person),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button htmlType="submit" loading={add.isPending} data-testid="exam-add">
          {t("record.ui.addExam")}
        </Button>
      </Form>
      <ScrollRegion label={t("record.tabs.exams")}>
        <Table<StudentExam>
          className="record-table"
          rowKey="id"
          columns={columns}
          dataSource={exams.data}
          loading={exams.isFetching}
          pagination={false}
          locale={{ emptyText: t("record.ui.noExams") }}
        />
      </ScrollRegion>
    </div>
  );
}

/** Payment tranches: what is paid and what is left of the package cost. */
export function PaymentsTab({ user }: { user: StudentCard }) {
  const { t, i18n } = useTranslation();
  const key = useKey(user.id, "tranches");
  const queryClient = useQueryClient();
  const tranches = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchTranches(user.id, signal) });
  const [form] = Form.useForm<{ amount: number; due_date: string }>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (values: { amount: number; due_date: string }) => createTranche({ user_id: user.id, ...values }),
    onSuccess: () => {
      form.resetFields();
      refresh();
    },
  });
  const pay = useMutation({
    mutationFn: (id: number) => markTranchePaid(id, new Date().toISOString().slice(0, 10)),
    onSuccess: refresh,
  });
  const money = (amount: number) => amount.toLocaleString(i18n.language);
  const columns: TableColumnsType<PaymentTranche> = [
    { key: "amount", title: t("record.ui.amount"), render: (_, row) => money(row.amount) },
    { key: "due", title: t("record.ui.dueDate"), dataIndex: "due_date" },
    {
      key: "paid",
      title: t("record.ui.paidOn"),
      render: (_, row) =>
        row.paid_on ?? (
          <Button size="small" onClick={() => pay.mutate(row.id)} loading={pay.isPending}>
            {t("record.ui.markPaid")}
          </Button>
        ),
    },
  ];
  return (
    <div data-testid="payments-tab">
      <RecordSectionsTab user={user} sections={["package"]} name="package" />
      <h2 className="record-section__title">{t("record.ui.tranches")}</h2>
      {tranches.data && (
        <p className="record-state">
          {t("record.ui.paidTotal", { amount: money(tranches.data.paid_total) })} ·{" "}
          {t("record.ui.balance", { amount: money(tranches.data.payment_balance) })}
        </p>
      )}
      <Form form={form} layout="inline" onFinish={(values) => add.mutate(values)} className="record-inline-form">
        <FormError error={add.error} />
        <Form.Item
          name="amount"
          label={t("record.ui.amount")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <InputNumber min={1} step={10000} />
        </Form.Item>
        <Form.Item
          name="due_date"
          label={t("record.ui.dueDate")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <Input type="date" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t("record.ui.addTranche")}
        </Button>
      </Form>
      <ScrollRegion label={t("record.ui.tranches")}>
        <Table<PaymentTranche>
          className="record-table"
          rowKey="id"
          columns={columns}
          dataSource={tranches.data?.results}
          pagination={false}
          locale={{ emptyText: t("record.ui.noTranches") }}
        />
      </ScrollRegion>
    </div>
  );
}

/** Comments and the communication history: newest first, with a form to add an entry. */
export function CommunicationTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const key = [...useKey(userId, "communication"), page] as const;
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchCommunications(userId, page, signal) });
  const [form] = Form.useForm<{ text: string; channel: Communication["channel"] }>();
  const add = useMutation({
    mutationFn: (values: { text: string; channel: Communication["channel"] }) =>
      createComment({ user_id: userId, ...values }),
    onSuccess: () => {
      toast.success(t("record.ui.commentAdded"));
      form.resetFields();
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: withoutPage(key) });
    },
  });
  return (
    <div data-testid="communication-tab">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ channel: "comment" }}
        onFinish={(values) => add.mutate(values)}
      >
        <FormError error={add.error} />
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="channel" label={t("record.ui.channel")}>
              <Select
                aria-label={t("record.ui.channel")}
                options={COMMUNICATION_CHANNELS.map((channel) => ({
                  value: channel,
                  label: t(runtimeKey(`record.channels.${channel}`)),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item
              name="text"
              label={t("record.ui.commentText")}
              rules={[{ required: true, whitespace: true, message: t("validation.required") }]}
            >
              <Input.TextArea rows={2} maxLength={4000} data-testid="comment-text" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="comment-add">
          {t("record.ui.addComment")}
        </Button>
      </Form>
      <List<Communication>
        className="record-history"
        loading={entries.isFetching}
        dataSource={entries.data?.results}
        locale={{ emptyText: <Empty description={t("record.ui.noComments")} /> }}
        pagination={
          (entries.data?.count ?? 0) > 20
            ? { current: page, pageSize: 20, total: entries.data?.count, onChange: setPage, showSizeChanger: false }
            : false
        }
        renderItem={(entry) => (
          <List.Item data-testid={`communication-${entry.id}`}>
            <List.Item.Meta
              title={
                <span>
                  <Tag>{t(runtimeKey(`record.channels.${entry.channel}`))}</Tag>
                  {entry.author ?? "—"} · {new Date(entry.created_at).toLocaleString(i18n.language)}
                </span>
              }
              description={<span className="record-history__text">{entry.text}</span>}
            />
          </List.Item>
        )}
      />
    </div>
  );
}

/** The communication list's keys without the page, so a new entry refreshes every page. */
const withoutPage = (key: readonly unknown[]) => key.slice(0, -1);
