// Conversations (issue 37): the staff's inbox and the student's chat with the school.

export { ConversationsReport } from "./components/ConversationsReport";
export { InboxScreen } from "./components/InboxScreen";
export { StudentChatScreen } from "./components/StudentChatScreen";
