import type { PaymentEvent } from "@school/contracts";
import { List, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../ui/runtime-key";
import { usePaymentFormat } from "./use-payment-format";

const KIND_COLORS: Partial<Record<PaymentEvent["kind"], string>> = {
  created: "blue",
  paid: "success",
  failed: "error",
  refunded: "warning",
  deleted: "error",
};

type Change = { from?: unknown; to?: unknown };

/** The changes of an `updated` line, as "sum: 150 000 ₸ → 140 000 ₸". */
function useChangeText() {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const value = (field: string, raw: unknown, currency: string) => {
    if (raw === null || raw === undefined || raw === "") return "—";
    if (field === "amount_minor" && typeof raw === "number") return format.money(raw, currency);
    if (field === "method") return t(runtimeKey(`staffPayments.methods.${String(raw)}`));
    if (field === "paid_on") return format.date(String(raw));
    return String(raw);
  };
  return (event: PaymentEvent) =>
    Object.entries(event.details as Record<string, Change>)
      .filter(([, change]) => change && typeof change === "object" && "to" in change)
      .map(
        ([field, change]) =>
          `${t(runtimeKey(`staffPayments.fields.${field}`), { defaultValue: field })}: ${value(field, change.from, event.currency)} → ${value(field, change.to, event.currency)}`,
      );
}

/**
 * A second charge of an order already paid (decision 0167): its `paid` line is tagged "paid twice", and the refund the
 * platform made of it says which charge went back, so staff see the money that came and went on its own.
 */
function usePaidTwice() {
  const { t } = useTranslation();
  return (event: PaymentEvent) => {
    if (event.details.paid_twice !== true) return null;
    if (event.kind === "paid")
      return { tag: t("staffPayments.paidTwice.tag"), line: t("staffPayments.paidTwice.charged") };
    const transaction = String(event.details.refund_of ?? "");
    return { tag: null, line: t("staffPayments.paidTwice.returned", { transaction }) };
  };
}

/** A payment's history, newest first: what happened, who did it and when, the sum it moved. */
export function HistoryEvents({ events, showPayment }: { events: readonly PaymentEvent[]; showPayment: boolean }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const changeText = useChangeText();
  const paidTwice = usePaidTwice();
  return (
    <List
      size="small"
      dataSource={[...events]}
      locale={{ emptyText: t("staffPayments.noHistory") }}
      data-testid="payment-history"
      renderItem={(event) => {
        const twice = paidTwice(event);
        return (
          <List.Item data-testid={`payment-event-${event.kind}`}>
            <div className="payment-event">
              <div>
                <Tag color={twice ? "warning" : KIND_COLORS[event.kind]} bordered={false}>
                  {twice?.tag ?? t(runtimeKey(`staffPayments.events.${event.kind}`))}
                </Tag>
                {event.amount_minor !== null && <strong>{format.money(event.amount_minor, event.currency)}</strong>}
              </div>
              {showPayment && <div>{event.payment_title}</div>}
              {twice && <div data-testid="payment-event-paid-twice">{twice.line}</div>}
              {changeText(event).map((line) => (
                <div key={line}>{line}</div>
              ))}
              {typeof event.details.reported === "string" && (
                <div className="payment-event__note">
                  {t(runtimeKey(`staffPayments.reported.${event.details.reported}`))}
                </div>
              )}
              {event.description && <div className="payment-event__note">{event.description}</div>}
              <div className="payment-event__meta">
                {event.actor_name || t("staffPayments.system")} · {format.dateTime(event.created_at)}
              </div>
            </div>
          </List.Item>
        );
      }}
    />
  );
}
