import {
  courseDocument,
  courseDocumentBody,
  idBody,
  requirementCertificate,
  requirementCertificateBody,
  requirementCertificateUpdateBody,
  requirementOptions,
} from "../course-editing.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** What a program asks of its applicants: certificates with minimum scores, and documents. */
const tags = ["course"];

export const getRequirementOptions = endpoint({
  method: "GET",
  path: "course/course/requirements/",
  permission: "catalog.read",
  summary: "The options a requirement can name: education degrees, certificates and language levels",
  tags,
  response: requirementOptions,
});

export const addRequirementCertificate = endpoint({
  method: "POST",
  path: "course/course/requirement-certificates/",
  permission: "program.manage",
  summary: "Require a certificate with a minimum score (once per certificate and program)",
  tags,
  body: requirementCertificateBody,
  response: requirementCertificate,
  status: 201,
});

export const updateRequirementCertificate = endpoint({
  method: "PATCH",
  path: "course/course/requirement-certificates/{id}/",
  permission: "program.manage",
  summary: "Change a required certificate or its minimum score",
  tags,
  params: idParams("id"),
  body: requirementCertificateUpdateBody,
  response: requirementCertificate,
});

export const deleteRequirementCertificate = endpoint({
  method: "DELETE",
  path: "course/course/requirement-certificates/",
  permission: "program.manage",
  summary: "Remove a required certificate (JSON body {id})",
  tags,
  body: idBody,
  response: null,
  status: 204,
});

export const addCourseDocument = endpoint({
  method: "POST",
  path: "course/course/doc/{id}/",
  permission: "program.manage",
  summary: "Name a document the program requires",
  tags,
  params: idParams("id"),
  body: courseDocumentBody,
  response: courseDocument,
  status: 201,
});
