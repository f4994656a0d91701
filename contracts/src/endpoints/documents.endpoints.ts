import {
  acceptDocumentBody,
  documentTemplate,
  documentTemplateBody,
  documentTemplateList,
  issueDocumentBody,
  issuedDocument,
  issuedDocumentList,
  sendDocumentBody,
} from "../documents.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/* Documents from templates (issue 38, decision 0162): the school's templates, a student's issued documents. */

const tags = ["documents"];

export const listDocumentTemplates = endpoint({
  method: "GET",
  path: "user/school/document-templates/",
  permission: "documentTemplate.manage",
  summary:
    "The school's document templates, every kind in ru, kk and en (the shipped text where none is saved), and each kind's placeholders (extension, decision 0162)",
  tags,
  response: documentTemplateList,
});

export const saveDocumentTemplate = endpoint({
  method: "PUT",
  path: "user/school/document-templates/",
  permission: "documentTemplate.manage",
  summary:
    "Save one kind's template in one language; an unknown placeholder is refused with the known ones, an empty text restores the shipped one (extension, decision 0162)",
  tags,
  body: documentTemplateBody,
  response: documentTemplate,
});

export const previewDocumentTemplate = endpoint({
  method: "POST",
  path: "user/school/document-templates/preview/",
  permission: "documentTemplate.manage",
  summary:
    "A template's text as a PDF over a sample student and the school's requisites, before it is saved (extension, decision 0162)",
  tags,
  body: documentTemplateBody,
  response: null,
});

export const listIssuedDocuments = endpoint({
  method: "GET",
  path: "user/accounts/issued-documents/{id}/",
  permission: "issuedDocument.read",
  summary:
    "A student's documents issued from templates, newest first: staff, and the student their own (extension, decision 0162)",
  tags,
  params: idParams("id"),
  response: issuedDocumentList,
});

export const issueDocument = endpoint({
  method: "POST",
  path: "user/accounts/issued-documents/{id}/",
  permission: "studentRecord.manage",
  summary:
    "Issue a contract or an invoice for a program, or an act for one of the student's acts, in a language; its PDF is rendered in the background (extension, decision 0162)",
  tags,
  params: idParams("id"),
  body: issueDocumentBody,
  response: issuedDocument,
  status: 201,
});

export const downloadIssuedDocument = endpoint({
  method: "GET",
  path: "user/accounts/issued-document/{id}/pdf/",
  permission: "issuedDocument.read",
  summary:
    "An issued document's PDF (with its acceptance once accepted): staff, and the student their own (extension, decision 0162)",
  tags,
  params: idParams("id"),
  response: null,
});

export const acceptIssuedDocument = endpoint({
  method: "POST",
  path: "user/accounts/issued-document/{id}/accept/",
  permission: "issuedDocument.accept",
  summary:
    "The student accepts their contract: time, address, device and the PDF's SHA-256 recorded and printed on it, once (extension, decision 0162)",
  tags,
  params: idParams("id"),
  body: acceptDocumentBody,
  response: issuedDocument,
});

export const sendIssuedDocument = endpoint({
  method: "POST",
  path: "user/accounts/issued-document/{id}/send/",
  permission: "studentRecord.manage",
  summary:
    "Tell the student on a channel of their thread (app, e-mail, Telegram, WhatsApp) that a document is ready, with a link to My files (extension, decision 0162)",
  tags,
  params: idParams("id"),
  body: sendDocumentBody,
  response: null,
  status: 204,
});
