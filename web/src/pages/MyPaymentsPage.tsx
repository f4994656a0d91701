import { MyPaymentsScreen } from "../features/tranche-payments/components/MyPaymentsScreen";

export function MyPaymentsPage() {
  return <MyPaymentsScreen />;
}
