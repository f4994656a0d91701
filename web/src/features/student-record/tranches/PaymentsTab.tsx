import type { PaymentTranche, StudentCard } from "@school/contracts";
import { Button, Form, Input, InputNumber, Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { RecordSectionsTab } from "../sections/RecordSectionsTab";
import { type TrancheValues, useTranches } from "./use-tranches";
import "../student-record.css";

/** Payment tranches: what is paid and what is left of the package cost. */
export function PaymentsTab({ user }: { user: StudentCard }) {
  const { t, i18n } = useTranslation();
  const { tranches, add, pay } = useTranches(user.id);
  const [form] = Form.useForm<TrancheValues>();
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
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => add.mutate(values, { onSuccess: () => form.resetFields() })}
        className="record-inline-form"
      >
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
