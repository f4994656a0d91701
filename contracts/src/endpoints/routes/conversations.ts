// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const assignConversation = {
  method: "PUT",
  path: "conversations/students/{id}/assignee/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.assignConversation>;

export const getConversation = {
  method: "GET",
  path: "conversations/students/{id}/",
} as Route<typeof endpoints.getConversation>;

export const getConversationReport = {
  method: "GET",
  path: "conversations/report/",
} as Route<typeof endpoints.getConversationReport>;

export const getOwnConversation = {
  method: "GET",
  path: "conversations/mine/",
} as Route<typeof endpoints.getOwnConversation>;

export const listConversations = {
  method: "GET",
  path: "conversations/",
} as Route<typeof endpoints.listConversations>;

export const readConversation = {
  method: "POST",
  path: "conversations/students/{id}/read/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.readConversation>;

export const replyToConversation = {
  method: "POST",
  path: "conversations/students/{id}/messages/",
  status: 201,
} as Route<typeof endpoints.replyToConversation>;

export const saveAttachmentAsDocument = {
  method: "POST",
  path: "conversations/students/{id}/messages/{messageId}/document/",
  status: 201,
} as Route<typeof endpoints.saveAttachmentAsDocument>;

export const writeOwnConversation = {
  method: "POST",
  path: "conversations/mine/messages/",
  status: 201,
} as Route<typeof endpoints.writeOwnConversation>;
