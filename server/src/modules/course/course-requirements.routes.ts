import {
  courseDocument,
  courseDocumentBody,
  dbId,
  idBody,
  REQUIREMENT_OPTIONS,
  requirementCertificate,
  requirementCertificateBody,
  requirementCertificateUpdateBody,
  requirementOptions,
} from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as requirements from "./course-requirements.service.js";

const tags = ["course"];
const idParams = z.object({ id: dbId });

/** What a program asks of its applicants: certificates with minimum scores, and documents. */
export const courseRequirementRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/requirements/",
    permission: "catalog.read",
    summary: "The options a requirement can name: education degrees, certificates and language levels",
    tags,
    response: requirementOptions,
    handler: async () => REQUIREMENT_OPTIONS,
  }),
  defineRoute({
    method: "POST",
    path: "course/course/requirement-certificates/",
    permission: "program.manage",
    summary: "Require a certificate with a minimum score (once per certificate and program)",
    tags,
    body: requirementCertificateBody,
    response: requirementCertificate,
    status: 201,
    handler: async ({ body, ctx }) => requirements.addCertificate(ctx.deps, { schoolId: schoolOf(ctx), body }),
  }),
  defineRoute({
    method: "PATCH",
    path: "course/course/requirement-certificates/{id}/",
    permission: "program.manage",
    resources: { id: "requirementCertificate" },
    summary: "Change a required certificate or its minimum score",
    tags,
    params: idParams,
    body: requirementCertificateUpdateBody,
    response: requirementCertificate,
    handler: async ({ params, body, ctx }) =>
      requirements.updateCertificate(ctx.deps, { schoolId: schoolOf(ctx), id: params.id, body }),
  }),
  defineRoute({
    method: "DELETE",
    path: "course/course/requirement-certificates/",
    permission: "program.manage",
    summary: "Remove a required certificate (JSON body {id})",
    tags,
    body: idBody,
    response: null,
    status: 204,
    handler: async ({ body, ctx }) => {
      await requirements.deleteCertificate(ctx.deps, { schoolId: schoolOf(ctx), id: body.id });
      return undefined;
    },
  }),
  defineRoute({
    method: "POST",
    path: "course/course/doc/{id}/",
    permission: "program.manage",
    resources: { id: "course" },
    summary: "Name a document the program requires",
    tags,
    params: idParams,
    body: courseDocumentBody,
    response: courseDocument,
    status: 201,
    handler: async ({ params, body, ctx }) =>
      requirements.addDocument(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, docName: body.doc_name }),
  }),
];
