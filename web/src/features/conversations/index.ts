// Conversations (issue 37): the staff's inbox and the student's chat with the school.

export { InboxScreen } from "./components/InboxScreen";
export { StudentChatScreen } from "./components/StudentChatScreen";

/**
 * The answer-time report of /analytics, in a chunk of its own: its table would otherwise ride with the inbox and the
 * chat, which share this feature's code (decision 0174).
 */
export const loadConversationsReport = () =>
  import("./components/ConversationsReport").then((module) => ({ default: module.ConversationsReport }));
