import { useParams } from "react-router";
import { OfflineOrderScreen } from "../features/offline-payments/components/OfflineOrderScreen";

/** /pay/offline/:orderId: how to pay a Kaspi or transfer order, "I have paid", and the school's decision (0160). */
export function OfflineOrderPage() {
  const { orderId = "" } = useParams();
  return <OfflineOrderScreen orderId={orderId} />;
}
