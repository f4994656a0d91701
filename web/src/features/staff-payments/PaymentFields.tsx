import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { DateField } from "../../ui/DateField";
import { NumberField } from "../../ui/NumberField";
import { runtimeKey } from "../../ui/runtime-key";
import { CURRENCY_OPTIONS, MANUAL_PAYMENT_METHODS } from "./payment-form";

/** The sum, currency, method, date and note of a payment staff record or correct. */
export function PaymentFields({ methods = true }: { methods?: boolean }) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t("validation.required") }];
  return (
    <>
      <Form.Item name="amount" label={t("staffPayments.sum")} rules={required}>
        <NumberField
          min={0.01}
          max={10_000_000_000}
          step={1000}
          style={{ width: "100%" }}
          data-testid="payment-amount"
        />
      </Form.Item>
      <Form.Item name="currency" label={t("staffPayments.currency")} rules={required}>
        <Select options={CURRENCY_OPTIONS} data-testid="payment-currency" />
      </Form.Item>
      {methods && (
        <Form.Item name="method" label={t("staffPayments.method")} rules={required}>
          <Select
            options={MANUAL_PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(runtimeKey(`staffPayments.methods.${method}`)),
            }))}
            data-testid="payment-method"
          />
        </Form.Item>
      )}
      <Form.Item name="paid_on" label={t("staffPayments.paidOn")} rules={required}>
        <DateField data-testid="payment-paid-on" />
      </Form.Item>
      <Form.Item name="note" label={t("staffPayments.note")}>
        <Input.TextArea rows={2} maxLength={500} data-testid="payment-note" />
      </Form.Item>
    </>
  );
}
