import type { OrderView } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMinorMoney } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/** What the order is, as the server keeps it: the reference, what was bought, the sum in its currency. */
export function OrderFacts({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <dl className="checkout-page__facts" data-testid="order-facts">
      <dt>{t("checkout.facts.order")}</dt>
      <dd data-testid="order-id">{order.order_id}</dd>
      <dt>{t("checkout.facts.item")}</dt>
      <dd data-testid="order-title">
        {order.kind === "priority_package" ? t("checkout.priorityPackage") : order.title}
      </dd>
      <dt>{t("checkout.facts.amount")}</dt>
      <dd data-testid="order-amount">
        {formatMinorMoney({ minor: order.amount_minor, currency: order.currency, language })}
      </dd>
      {order.refunded_minor > 0 && (
        <>
          <dt>{t("checkout.facts.refunded")}</dt>
          <dd data-testid="order-refunded">
            {formatMinorMoney({ minor: order.refunded_minor, currency: order.currency, language })}
          </dd>
        </>
      )}
      {order.paid_at && (
        <>
          <dt>{t("checkout.facts.paidAt")}</dt>
          <dd>{formatDate(order.paid_at, language)}</dd>
        </>
      )}
    </dl>
  );
}
