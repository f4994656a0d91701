import type { MessageTemplateKey, ReplyChannel, StudentDocumentType } from "@school/contracts";
import {
  assignConversation,
  getConversation,
  getConversationReport,
  getOwnConversation,
  listAdmins,
  listConversations,
  readConversation,
  replyToConversation,
  saveAttachmentAsDocument,
  writeOwnConversation,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";
import type { InboxFilters } from "../conversations.keys";

export const fetchInbox = (input: InboxFilters & { before?: number; signal?: AbortSignal }) =>
  callEndpoint(listConversations, {
    query: {
      box: input.box,
      q: input.q || undefined,
      program: input.program,
      status: input.status,
      before: input.before,
    },
    signal: input.signal,
  });

export const fetchThread = (input: { studentId: number; before?: number; signal?: AbortSignal }) =>
  callEndpoint(getConversation, {
    params: { id: input.studentId },
    query: { before: input.before },
    signal: input.signal,
  });

/** Free text, or a template (on WhatsApp outside its 24-hour window, decision 0157). */
export type ReplyInput = { text?: string; channel?: ReplyChannel; template?: MessageTemplateKey };

export const sendReply = (input: ReplyInput & { studentId: number }) =>
  callEndpoint(replyToConversation, {
    params: { id: input.studentId },
    body: { text: input.text, channel: input.channel, template: input.template },
  });

export const setAssignee = (input: { studentId: number; assigneeId: number | null }) =>
  callEndpoint(assignConversation, { params: { id: input.studentId }, body: { assignee_id: input.assigneeId } });

export const markThreadRead = (studentId: number) => callEndpoint(readConversation, { params: { id: studentId } });

export const fetchOwnThread = (input: { before?: number; signal?: AbortSignal }) =>
  callEndpoint(getOwnConversation, { query: { before: input.before }, signal: input.signal });

export const writeToSchool = (text: string) => callEndpoint(writeOwnConversation, { body: { text } });

/** The school admin and the managers: whom a thread can be assigned to. */
export const fetchInboxStaff = (signal?: AbortSignal) => callEndpoint(listAdmins, { signal });

export const saveAsDocument = (input: { studentId: number; messageId: number; docType: StudentDocumentType }) =>
  callEndpoint(saveAttachmentAsDocument, {
    params: { id: input.studentId, messageId: input.messageId },
    body: { doc_type: input.docType },
  });

export const fetchConversationReport = (period: { from: string; to: string }, signal?: AbortSignal) =>
  callEndpoint(getConversationReport, { query: period, signal });
