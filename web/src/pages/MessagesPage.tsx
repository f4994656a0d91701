import { StudentChatScreen } from "../features/conversations";

export function MessagesPage() {
  return <StudentChatScreen />;
}
