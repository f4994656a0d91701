// The header's bell (decision 0063): on the first screen, so nothing here imports Ant Design or zod; the centre it
// opens loads on the first press. The notices and preferences screens are the `notifications` feature's.
export { NotificationBell } from "./components/NotificationBell";
export { subscribeConversations } from "./live/unread-live";
