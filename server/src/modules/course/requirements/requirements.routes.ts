import {
  addCourseDocument,
  addRequirementCertificate,
  deleteRequirementCertificate,
  getRequirementOptions,
  REQUIREMENT_OPTIONS,
  updateRequirementCertificate,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as requirements from "./requirements.service.js";

/** What a program asks of its applicants: certificates with minimum scores, and documents. */
export const requirementRoutes: RouteDef[] = [
  defineRoute(getRequirementOptions, {
    handler: async () => REQUIREMENT_OPTIONS,
  }),
  defineRoute(addRequirementCertificate, {
    handler: async ({ body, actor }) => requirements.addCertificate(actor, body),
  }),
  defineRoute(updateRequirementCertificate, {
    resources: { id: "requirementCertificate" },
    handler: async ({ params, body, actor }) => requirements.updateCertificate(actor, { id: params.id, body }),
  }),
  defineRoute(deleteRequirementCertificate, {
    handler: async ({ body, actor }) => {
      await requirements.deleteCertificate(actor, body.id);
      return undefined;
    },
  }),
  defineRoute(addCourseDocument, {
    resources: { id: "course" },
    handler: async ({ params, body, actor }) =>
      requirements.addDocument(actor, {
        courseId: params.id,
        docName: body.doc_name,
        docNameKk: body.doc_name_kk,
        docNameEn: body.doc_name_en,
      }),
  }),
];
