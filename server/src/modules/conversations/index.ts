/**
 * The conversations module's face for other modules: a student's message and a channel's delivery status received from
 * the channels (Telegram, WhatsApp), a staff reply sent with a document or a payment link (documents, instalments), and
 * the threads waiting for a reader (the bell).
 */

export { conversationsModule } from "./conversations.module.js";
export { threadsWaitingFor } from "./conversations.queries.js";
export { receiveChannelStatus, receiveMessage, reply } from "./conversations.service.js";
