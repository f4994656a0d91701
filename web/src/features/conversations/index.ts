// Conversations (issue 37): the staff's inbox and the student's chat with the school. Their pages import each screen's
// own module (`components/InboxScreen`, `components/StudentChatScreen`): through one index, each page downloaded the
// other's screen too, since the bundler groups what an index re-exports (decision 0174).

/** The answer-time report of /analytics, in a chunk of its own: its table stays off the inbox and the chat. */
export const loadConversationsReport = () =>
  import("./components/ConversationsReport").then((module) => ({ default: module.ConversationsReport }));
