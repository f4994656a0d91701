import { InboxScreen } from "../features/conversations";

export function InboxPage() {
  return <InboxScreen />;
}
