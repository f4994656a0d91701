import {
  addLanguage,
  createCertificate,
  createEducation,
  deleteCertificate,
  deleteEducation,
  deleteLanguage,
  getCertificate,
  getEducation,
  listCertificates,
  listEducations,
  listLanguages,
  updateCertificate,
  updateEducation,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as rows from "./profile-rows.service.js";

/** A student's education, certificates and languages (the contract's `profile` area, decision 0029). */
export const profileRowRoutes: RouteDef[] = [
  defineRoute(createEducation, {
    handler: async ({ body, actor }) => rows.createEducation(actor, body),
  }),
  defineRoute(listEducations, {
    handler: async ({ query, actor }) => rows.listEducations(actor, { userId: query.user_id }),
  }),
  defineRoute(getEducation, {
    resources: { id: "userEducation" },
    handler: async ({ params, actor }) => rows.getEducation(actor, params.id),
  }),
  defineRoute(updateEducation, {
    resources: { id: "userEducation" },
    handler: async ({ params, body, actor }) => rows.updateEducation(actor, { id: params.id, body }),
  }),
  defineRoute(deleteEducation, {
    resources: { id: "userEducation" },
    handler: async ({ params, actor }) => {
      await rows.deleteEducation(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(createCertificate, {
    handler: async ({ body, actor }) => rows.createCertificate(actor, body),
  }),
  defineRoute(listCertificates, {
    handler: async ({ query, actor }) => rows.listCertificates(actor, { userId: query.user_id }),
  }),
  defineRoute(getCertificate, {
    resources: { id: "userCertificate" },
    handler: async ({ params, actor }) => rows.getCertificate(actor, params.id),
  }),
  defineRoute(updateCertificate, {
    resources: { id: "userCertificate" },
    handler: async ({ params, body, actor }) => rows.updateCertificate(actor, { id: params.id, body }),
  }),
  defineRoute(deleteCertificate, {
    resources: { id: "userCertificate" },
    handler: async ({ params, actor }) => {
      await rows.deleteCertificate(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(listLanguages, {
    handler: async ({ query, actor }) => rows.listLanguages(actor, { userId: query.user_id }),
  }),
  defineRoute(addLanguage, {
    handler: async ({ body, actor }) => rows.addLanguage(actor, body),
  }),
  defineRoute(deleteLanguage, {
    resources: { id: "userLanguage" },
    handler: async ({ params, actor }) => {
      await rows.deleteLanguage(actor, params.id);
      return undefined;
    },
  }),
];
