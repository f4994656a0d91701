import { InboxScreen } from "../features/conversations/components/InboxScreen";

export function InboxPage() {
  return <InboxScreen />;
}
