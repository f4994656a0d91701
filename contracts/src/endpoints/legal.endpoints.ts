import { helpInfoQuery, legalDocumentText, legalKindParams, schoolHelpInfo } from "../help.js";
import { endpoint } from "./endpoint.js";

const tags = ["help"];

// What every screen's footer reads (decision 0061), in a file of its own so the first screen's chunk carries only
// these two routes, not the staff's.

export const getHelpInfo = endpoint({
  method: "GET",
  path: "help/info/",
  permission: "school.public",
  summary:
    "The school's legal documents (PDF links or texts, with versions) and support contact, for the footer and the " +
    "info modal (extension, decision 0061)",
  tags,
  query: helpInfoQuery,
  response: schoolHelpInfo,
});

export const getLegalDocument = endpoint({
  method: "GET",
  path: "help/legal/{kind}/",
  permission: "school.public",
  summary: "One legal document: a text's sanitised HTML, or a PDF's link (extension, decision 0061)",
  tags,
  params: legalKindParams,
  query: helpInfoQuery,
  response: legalDocumentText,
});
