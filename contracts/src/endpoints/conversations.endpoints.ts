import {
  assigneeBody,
  attachmentToDocumentBody,
  conversationMessage,
  conversationReport,
  conversationReportQuery,
  conversationThread,
  inboxPage,
  inboxQuery,
  replyBody,
  studentMessageBody,
  threadQuery,
} from "../conversations.js";
import { idParams } from "../fields.js";
import { studentDocument } from "../student-record/documents.js";
import { endpoint } from "./endpoint.js";

const tags = ["conversations"];

export const listConversations = endpoint({
  method: "GET",
  path: "conversations/",
  permission: "conversation.staff",
  summary: "The inbox: every student's thread, the latest message first, by box (mine, unassigned, unread) and name",
  tags,
  query: inboxQuery,
  response: inboxPage,
});

export const getConversation = endpoint({
  method: "GET",
  path: "conversations/students/{id}/",
  permission: "conversation.staff",
  summary:
    "A student's thread: the latest messages (older by `before`), the assignee and the channels a reply can take",
  tags,
  params: idParams("id"),
  query: threadQuery,
  response: conversationThread,
});

export const replyToConversation = endpoint({
  method: "POST",
  path: "conversations/students/{id}/messages/",
  permission: "conversation.staff",
  summary: "A staff reply, sent on the channel the student last wrote on or the one chosen",
  tags,
  params: idParams("id"),
  body: replyBody,
  response: conversationMessage,
  status: 201,
});

export const assignConversation = endpoint({
  method: "PUT",
  path: "conversations/students/{id}/assignee/",
  permission: "conversation.staff",
  summary: "Who answers the student's thread: a school admin or manager of the school, or nobody",
  tags,
  params: idParams("id"),
  body: assigneeBody,
  response: null,
  status: 204,
});

export const readConversation = endpoint({
  method: "POST",
  path: "conversations/students/{id}/read/",
  permission: "conversation.staff",
  summary: "The student's messages marked read by the school's staff",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const getOwnConversation = endpoint({
  method: "GET",
  path: "conversations/mine/",
  permission: "conversation.own",
  summary: "The student's own thread with the school, which reading marks read",
  tags,
  query: threadQuery,
  response: conversationThread,
});

export const writeOwnConversation = endpoint({
  method: "POST",
  path: "conversations/mine/messages/",
  permission: "conversation.own",
  summary: "A student's message to the school, from the app's chat",
  tags,
  body: studentMessageBody,
  response: conversationMessage,
  status: 201,
});

export const saveAttachmentAsDocument = endpoint({
  method: "POST",
  path: "conversations/students/{id}/messages/{messageId}/document/",
  permission: "conversation.staff",
  summary: "A file the student sent in their thread, saved as one of their documents in one step",
  tags,
  params: idParams("id", "messageId"),
  body: attachmentToDocumentBody,
  response: studentDocument,
  status: 201,
});

export const getConversationReport = endpoint({
  method: "GET",
  path: "conversations/report/",
  permission: "conversation.staff",
  summary:
    "How fast the school answers: first responses in the period per staff member (median and 90th percentile wait) " +
    "and the threads waiting now, by assignee",
  tags,
  query: conversationReportQuery,
  response: conversationReport,
});
