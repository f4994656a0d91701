import type { StaffPayment } from "@school/contracts";
import { Button, Drawer, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../ui/FormError";
import { useIsMobile } from "../../ui/use-is-mobile";
import { PaymentReceipts } from "../receipts";
import { HistoryEvents } from "./HistoryEvents";
import { usePaymentFormat } from "./use-payment-format";
import { usePaymentHistory, usePaymentMutations } from "./use-staff-payments";

/** One payment's history (list_history_pay/) in a side drawer, with a note staff can add (create_history_pay/). */
export function PaymentHistoryDrawer({
  payment,
  canManage,
  onClose,
}: {
  payment: StaffPayment | null;
  canManage: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const format = usePaymentFormat();
  const history = usePaymentHistory(payment ? { payment_id: payment.id } : null);
  const { note } = usePaymentMutations();
  const [form] = Form.useForm<{ description: string }>();
  const events = history.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Drawer
      open={payment !== null}
      onClose={onClose}
      title={payment ? `${payment.title}: ${format.money(payment.amount_minor, payment.currency)}` : ""}
      size={isMobile ? "100%" : 480}
      closable={{ "aria-label": t("common.close") }}
      destroyOnHidden
      data-testid="payment-history-drawer"
    >
      {payment && <PaymentReceipts paymentId={payment.id} canManage={canManage} />}
      {payment && canManage && (
        <Form
          form={form}
          layout="vertical"
          onFinish={({ description }) =>
            note.mutate({ payment_id: payment.id, description }, { onSuccess: () => form.resetFields() })
          }
        >
          <FormError error={note.error} />
          <Form.Item
            name="description"
            label={t("staffPayments.addNote")}
            rules={[{ required: true, whitespace: true, message: t("validation.required") }]}
          >
            <Input.TextArea rows={2} maxLength={1000} data-testid="payment-note-text" />
          </Form.Item>
          <Button htmlType="submit" loading={note.isPending} data-testid="payment-note-add">
            {t("staffPayments.addNoteButton")}
          </Button>
        </Form>
      )}
      <HistoryEvents events={events} showPayment={false} />
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          {t("staffPayments.more")}
        </Button>
      )}
    </Drawer>
  );
}
