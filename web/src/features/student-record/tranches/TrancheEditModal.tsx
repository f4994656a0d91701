import type { PaymentTranche } from "@school/contracts";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { FormError } from "../../../ui/FormError";
import { NumberField } from "../../../ui/NumberField";
import type { TrancheChange } from "./use-tranches";

type Values = { amount: number; due_date: string; paid_on?: string; note?: string };

/** Editing a tranche: its sum, due date, paid date (empty: not paid) and note. */
export function TrancheEditModal({
  tranche,
  saving,
  error,
  onSave,
  onClose,
}: {
  tranche: PaymentTranche | null;
  saving: boolean;
  error: unknown;
  onSave(changes: TrancheChange): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const required = [{ required: true, message: t("validation.required") }];
  return (
    <Modal
      open={tranche !== null}
      title={t("record.ui.editTranche")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ "data-testid": "tranche-edit-save" } as Record<`data-${string}`, string>}
    >
      {tranche && (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            amount: tranche.amount,
            due_date: tranche.due_date,
            paid_on: tranche.paid_on ?? "",
            note: tranche.note,
          }}
          onFinish={(values) =>
            onSave({
              amount: values.amount,
              due_date: values.due_date,
              paid_on: values.paid_on ? values.paid_on : null,
              note: values.note?.trim() ?? "",
            })
          }
        >
          <FormError error={error} />
          <Form.Item name="amount" label={t("record.ui.amount")} rules={required}>
            <NumberField min={1} step={10000} style={{ width: "100%" }} data-testid="tranche-edit-amount" />
          </Form.Item>
          <Form.Item name="due_date" label={t("record.ui.dueDate")} rules={required}>
            <DateField />
          </Form.Item>
          <Form.Item name="paid_on" label={t("record.ui.paidOn")}>
            <DateField data-testid="tranche-edit-paid-on" />
          </Form.Item>
          <Form.Item name="note" label={t("record.ui.trancheNote")}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
