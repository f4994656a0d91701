import { UnsubscribeScreen } from "../features/mailings/components/UnsubscribeScreen";

export function UnsubscribePage() {
  return <UnsubscribeScreen />;
}
