import { FinanceScreen } from "../features/finance/components/FinanceScreen";

export function FinancePage() {
  return <FinanceScreen />;
}
