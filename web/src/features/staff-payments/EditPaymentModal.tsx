import type { CurrencyCode, StaffPayment } from "@school/contracts";
import { Alert, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../ui/FormError";
import { toast } from "../../ui/toast";
import { PaymentFields } from "./PaymentFields";
import { minorOf, type PaymentFormValues } from "./payment-form";
import { usePaymentMutations } from "./use-staff-payments";

/** The payment's date in the browser's calendar, as a date input holds it. */
const dateInput = (iso: string | null) => {
  if (!iso) return undefined;
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * Correcting a payment (update_payment/): staff's own payments in full, a provider's only in its note (the provider
 * owns its sum and date). Saving what is already there changes nothing and says so.
 */
export function EditPaymentModal({ payment, onClose }: { payment: StaffPayment | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PaymentFormValues>();
  const { change } = usePaymentMutations();
  const byProvider = payment?.method === "provider";

  const submit = (values: PaymentFormValues) => {
    if (!payment) return;
    const note = values.note?.trim() ?? "";
    const body = byProvider
      ? { note }
      : {
          amount_minor: minorOf(values),
          currency: values.currency,
          method: values.method,
          paid_on: values.paid_on,
          note,
        };
    change.mutate(
      { id: payment.id, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.changed ? t("staffPayments.saved") : t("staffPayments.unchanged"));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={payment !== null}
      title={t("staffPayments.edit")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
      okButtonProps={{ "data-testid": "edit-payment-save" } as Record<`data-${string}`, string>}
    >
      {payment && (
        <Form<PaymentFormValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            amount: payment.amount_minor / 100,
            currency: payment.currency as CurrencyCode,
            method: payment.method === "provider" ? undefined : payment.method,
            paid_on: dateInput(payment.paid_at),
            note: payment.note,
          }}
          data-testid="edit-payment-form"
        >
          <FormError error={change.error} />
          {byProvider ? (
            <>
              <Alert type="info" showIcon title={t("staffPayments.providerOwned")} style={{ marginBottom: 16 }} />
              <Form.Item name="note" label={t("staffPayments.note")}>
                <Input.TextArea rows={2} maxLength={500} data-testid="payment-note" />
              </Form.Item>
            </>
          ) : (
            <PaymentFields />
          )}
        </Form>
      )}
    </Modal>
  );
}
