import { StudentChatScreen } from "../features/conversations/components/StudentChatScreen";

export function MessagesPage() {
  return <StudentChatScreen />;
}
