import { useParams } from "react-router";
import { PaymentLinkScreen } from "../features/tranche-payments/components/PaymentLinkScreen";

export function PaymentLinkPage() {
  const { token = "" } = useParams();
  return <PaymentLinkScreen token={token} />;
}
