// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const acceptIssuedDocument = {
  method: "POST",
  path: "user/accounts/issued-document/{id}/accept/",
} as Route<typeof endpoints.acceptIssuedDocument>;

export const downloadIssuedDocument = {
  method: "GET",
  path: "user/accounts/issued-document/{id}/pdf/",
  noJsonAnswer: true,
} as Route<typeof endpoints.downloadIssuedDocument>;

export const issueDocument = {
  method: "POST",
  path: "user/accounts/issued-documents/{id}/",
  status: 201,
} as Route<typeof endpoints.issueDocument>;

export const listDocumentTemplates = {
  method: "GET",
  path: "user/school/document-templates/",
} as Route<typeof endpoints.listDocumentTemplates>;

export const listIssuedDocuments = {
  method: "GET",
  path: "user/accounts/issued-documents/{id}/",
} as Route<typeof endpoints.listIssuedDocuments>;

export const previewDocumentTemplate = {
  method: "POST",
  path: "user/school/document-templates/preview/",
  noJsonAnswer: true,
} as Route<typeof endpoints.previewDocumentTemplate>;

export const saveDocumentTemplate = {
  method: "PUT",
  path: "user/school/document-templates/",
} as Route<typeof endpoints.saveDocumentTemplate>;

export const sendIssuedDocument = {
  method: "POST",
  path: "user/accounts/issued-document/{id}/send/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.sendIssuedDocument>;
