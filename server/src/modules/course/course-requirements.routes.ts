import {
  addCourseDocument,
  addRequirementCertificate,
  deleteRequirementCertificate,
  getRequirementOptions,
  REQUIREMENT_OPTIONS,
  updateRequirementCertificate,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as requirements from "./course-requirements.service.js";

/** What a program asks of its applicants: certificates with minimum scores, and documents. */
export const courseRequirementRoutes: RouteDef[] = [
  defineRoute(getRequirementOptions, {
    handler: async () => REQUIREMENT_OPTIONS,
  }),
  defineRoute(addRequirementCertificate, {
    handler: async ({ body, ctx }) => requirements.addCertificate(ctx.deps, { schoolId: schoolOf(ctx), body }),
  }),
  defineRoute(updateRequirementCertificate, {
    resources: { id: "requirementCertificate" },
    handler: async ({ params, body, ctx }) =>
      requirements.updateCertificate(ctx.deps, { schoolId: schoolOf(ctx), id: params.id, body }),
  }),
  defineRoute(deleteRequirementCertificate, {
    handler: async ({ body, ctx }) => {
      await requirements.deleteCertificate(ctx.deps, { schoolId: schoolOf(ctx), id: body.id });
      return undefined;
    },
  }),
  defineRoute(addCourseDocument, {
    resources: { id: "course" },
    handler: async ({ params, body, ctx }) =>
      requirements.addDocument(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, docName: body.doc_name }),
  }),
];
