import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useCan } from "../../session";
import { addAct, fetchStudentActs, removeAct } from "../finance.api";
import { financeKeys } from "../finance.keys";
import { useMoneyFormat } from "../money";
import { ActPdfButton } from "./ActPdfButton";
import "../texts";
import "../finance.css";
import { DateField } from "../../../ui/DateField";
import { formatShortDate } from "../../../ui/format";
import { NumberField } from "../../../ui/NumberField";
import { useUiLanguage } from "../../language";

type Act = Awaited<ReturnType<typeof fetchStudentActs>>[number];
type ActValues = { number: string; date: string; amount: number; note?: string };

/**
 * A student's acts of work done on their payment tab (decision 0054): listed with their PDFs, added and deleted by
 * the school admin and the manager. Nothing shows to a caller without the money screens' permission.
 */
export function ActsSection({ userId }: { userId: number }) {
  const allowed = useCan("finance.read");
  return allowed ? <StudentActs userId={userId} /> : null;
}

function StudentActs({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ActValues>();
  const acts = useQuery({
    queryKey: financeKeys.studentActs(userId),
    queryFn: ({ signal }) => fetchStudentActs(userId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: financeKeys.all });
  const add = useMutation({
    mutationFn: (values: ActValues) => addAct({ user_id: userId, ...values, note: values.note ?? "" }),
    onSuccess: async () => {
      form.resetFields();
      toast.success(t("finance.acts.added"));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: removeAct,
    onSuccess: async () => {
      toast.success(t("finance.acts.deleted"));
      await refresh();
    },
  });
  const required = [{ required: true, message: t("finance.required") }];
  const columns: TableColumnsType<Act> = [
    { key: "number", title: t("finance.acts.number"), dataIndex: "number" },
    { key: "date", title: t("finance.acts.date"), render: (_, row) => formatShortDate(row.date, language) },
    { key: "amount", title: t("finance.acts.amount"), align: "right", render: (_, row) => money.major(row.amount) },
    { key: "note", title: t("finance.acts.note"), dataIndex: "note" },
    {
      key: "actions",
      title: t("finance.acts.pdf"),
      render: (_, row) => (
        <span className="finance-actions">
          <ActPdfButton act={row} />
          <ConfirmDeleteButton
            question={t("finance.acts.deleteConfirm", { number: row.number })}
            onConfirm={() => remove.mutate(row.id)}
            testId={`act-delete-${row.id}`}
          />
        </span>
      ),
    },
  ];
  return (
    <section className="finance-section" data-testid="student-acts">
      <h2 className="record-section__title">{t("finance.acts.title")}</h2>
      <Form form={form} layout="inline" onFinish={(values) => add.mutate(values)} className="record-inline-form">
        <FormError error={add.error ?? remove.error ?? acts.error} />
        <Form.Item name="number" label={t("finance.acts.number")} rules={required}>
          <Input maxLength={50} data-testid="act-number" />
        </Form.Item>
        <Form.Item name="date" label={t("finance.acts.date")} rules={required}>
          <DateField data-testid="act-date" />
        </Form.Item>
        <Form.Item name="amount" label={t("finance.acts.amount")} rules={required}>
          <NumberField min={0} step={10000} data-testid="act-amount" />
        </Form.Item>
        <Form.Item name="note" label={t("finance.acts.note")}>
          <Input maxLength={500} data-testid="act-note" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending} data-testid="act-add">
          {t("finance.acts.add")}
        </Button>
      </Form>
      <ScrollRegion label={t("finance.acts.tableLabel")}>
        <Table<Act>
          rowKey="id"
          columns={columns}
          dataSource={acts.data}
          loading={acts.isPending}
          pagination={false}
          size="small"
          locale={{ emptyText: t("finance.acts.empty") }}
        />
      </ScrollRegion>
    </section>
  );
}
