import { useTranslation } from "react-i18next";
import { formatMinorMoney } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { useUiLanguage } from "../../language";
import { useOwnOfflineOrdersQuery } from "../hooks";
import { StateTag } from "./StateTag";
import "../texts";
import "../offline-payments.css";

/**
 * The student's Kaspi and transfer payments on their programmes' page (decision 0160): each with its state (waiting,
 * confirmed, rejected with the school's reason) and a link to its page. Nothing is drawn for a student without any.
 * A plain list in the app's own look: the page is the student's first screen, drawn without Ant Design (issue 51).
 */
export function MyOfflinePayments() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const orders = useOwnOfflineOrdersQuery();
  if (!orders.data || orders.data.length === 0) return null;
  return (
    <section className="surface offline-mine" aria-labelledby="offline-mine-title" data-testid="offline-mine">
      <h2 id="offline-mine-title" className="offline-mine__title">
        {t("offlinePayments.mine.title")}
      </h2>
      <ul className="offline-mine__list">
        {orders.data.map((order) => (
          <li key={order.order_id} className="offline-mine__item" data-testid={`offline-mine-${order.order_id}`}>
            <div className="offline-mine__body">
              <div className="offline-mine__name">{order.title}</div>
              <div className="offline-mine__details">
                {t(`offlinePayments.channels.${order.channel}`)} ·{" "}
                {formatMinorMoney({ minor: order.amount_minor, currency: order.currency, language })}{" "}
                <StateTag state={order.state} />
                {order.rejection_reason && (
                  <span className="offline-mine__reason">
                    {t("offlinePayments.order.reason", { reason: order.rejection_reason })}
                  </span>
                )}
              </div>
            </div>
            <Link to={`/pay/offline/${encodeURIComponent(order.order_id)}`}>{t("offlinePayments.mine.open")}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
