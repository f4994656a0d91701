import { AutomationScreen } from "../features/automation";

export function AutomationPage() {
  return <AutomationScreen />;
}
