import type { DocumentChannel, DocumentTemplateBody, IssueDocumentBody, TranslateLang } from "@school/contracts";
import {
  acceptIssuedDocument,
  downloadIssuedDocument,
  issueDocument,
  listDocumentTemplates,
  listIssuedDocuments,
  listSchoolPrograms,
  listWorkActs,
  previewDocumentTemplate,
  saveDocumentTemplate,
  sendIssuedDocument,
} from "@school/contracts/routes";
import { callEndpoint, downloadEndpoint } from "../../api/http-client";

/* Documents from templates (decision 0162): the settings' templates, a student's issued documents. */

export const fetchTemplates = (signal?: AbortSignal) => callEndpoint(listDocumentTemplates, { signal });
export const putTemplate = (body: DocumentTemplateBody) => callEndpoint(saveDocumentTemplate, { body });
export const previewTemplate = (body: DocumentTemplateBody) => downloadEndpoint(previewDocumentTemplate, { body });

export const fetchIssued = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listIssuedDocuments, { params: { id: userId }, signal });
export const postIssue = (userId: number, body: IssueDocumentBody) =>
  callEndpoint(issueDocument, { params: { id: userId }, body });
export const fetchIssuedPdf = (id: number) => downloadEndpoint(downloadIssuedDocument, { params: { id } });
export const postAccept = (id: number, sha256: string) =>
  callEndpoint(acceptIssuedDocument, { params: { id }, body: { sha256 } });

/** What a document may be issued for: the school's programs (a contract, an invoice) and the student's acts. */
export const fetchPrograms = (input: { schoolId: number; language: TranslateLang; signal?: AbortSignal }) =>
  callEndpoint(listSchoolPrograms, {
    params: { school: input.schoolId },
    query: { translate_lang: input.language },
    signal: input.signal,
  });
export const fetchActs = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listWorkActs, { query: { user_id: userId }, signal });
export const postSend = (id: number, channel: DocumentChannel) =>
  callEndpoint(sendIssuedDocument, { params: { id }, body: { channel } });
