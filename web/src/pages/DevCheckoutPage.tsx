import { useParams } from "react-router";
import { DevCheckoutView } from "../features/checkout/components/DevCheckoutView";

/** The development provider's local checkout (decision 0052). */
export function DevCheckoutPage() {
  const { orderId = "" } = useParams();
  return <DevCheckoutView orderId={orderId} />;
}
