import { MyPaymentsScreen } from "../features/tranche-payments";

export function MyPaymentsPage() {
  return <MyPaymentsScreen />;
}
