import {
  assignConversation,
  getConversation,
  getConversationReport,
  getOwnConversation,
  listConversations,
  readConversation,
  replyToConversation,
  saveAttachmentAsDocument,
  writeOwnConversation,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import {
  assign,
  inbox,
  markRead,
  ownThread,
  reply,
  saveAttachmentAsDocument as saveAsDocument,
  staffThread,
  writeOwn,
} from "./conversations.service.js";
import { conversationReport } from "./report.service.js";

/**
 * Conversations (issue 37, decision 0147). A thread is named by its student: the user check proves the id is of the
 * caller's school, and the service answers 404 for a user who is not a student.
 */
export const conversationRoutes: RouteDef[] = [
  defineRoute(listConversations, { handler: async ({ query, actor }) => inbox(actor, query) }),
  defineRoute(getConversationReport, { handler: async ({ query, actor }) => conversationReport(actor, query) }),
  defineRoute(getConversation, {
    resources: { id: "user" },
    handler: async ({ params, query, actor }) => staffThread(actor, { studentId: params.id, before: query.before }),
  }),
  defineRoute(replyToConversation, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) =>
      reply(actor, { studentId: params.id, text: body.text, channel: body.channel, template: body.template }),
  }),
  defineRoute(assignConversation, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) => assign(actor, { studentId: params.id, assigneeId: body.assignee_id }),
  }),
  defineRoute(readConversation, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => markRead(actor, params.id),
  }),
  defineRoute(saveAttachmentAsDocument, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) =>
      saveAsDocument(actor, { studentId: params.id, messageId: params.messageId, docType: body.doc_type }),
  }),
  defineRoute(getOwnConversation, { handler: async ({ query, actor }) => ownThread(actor, { before: query.before }) }),
  defineRoute(writeOwnConversation, { handler: async ({ body, actor }) => writeOwn(actor, { text: body.text }) }),
];
