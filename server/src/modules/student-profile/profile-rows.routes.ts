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
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as rows from "./profile-rows.service.js";

const target = (ctx: RequestContext) => ({ schoolId: schoolOf(ctx), caller: signedIn(ctx) });

/** A student's education, certificates and languages (the contract's `profile` area, decision 0029). */
export const profileRowRoutes: RouteDef[] = [
  defineRoute(createEducation, {
    handler: async ({ body, ctx }) => rows.createEducation(ctx.deps, { ...target(ctx), body }),
  }),
  defineRoute(listEducations, {
    handler: async ({ query, ctx }) => rows.listEducations(ctx.deps, { ...target(ctx), userId: query.user_id }),
  }),
  defineRoute(getEducation, {
    resources: { id: "userEducation" },
    handler: async ({ params, ctx }) => rows.getEducation(ctx.deps, { ...target(ctx), id: params.id }),
  }),
  defineRoute(updateEducation, {
    resources: { id: "userEducation" },
    handler: async ({ params, body, ctx }) => rows.updateEducation(ctx.deps, { ...target(ctx), id: params.id, body }),
  }),
  defineRoute(deleteEducation, {
    resources: { id: "userEducation" },
    handler: async ({ params, ctx }) => {
      await rows.deleteEducation(ctx.deps, { ...target(ctx), id: params.id });
      return undefined;
    },
  }),
  defineRoute(createCertificate, {
    handler: async ({ body, ctx }) => rows.createCertificate(ctx.deps, { ...target(ctx), body }),
  }),
  defineRoute(listCertificates, {
    handler: async ({ query, ctx }) => rows.listCertificates(ctx.deps, { ...target(ctx), userId: query.user_id }),
  }),
  defineRoute(getCertificate, {
    resources: { id: "userCertificate" },
    handler: async ({ params, ctx }) => rows.getCertificate(ctx.deps, { ...target(ctx), id: params.id }),
  }),
  defineRoute(updateCertificate, {
    resources: { id: "userCertificate" },
    handler: async ({ params, body, ctx }) => rows.updateCertificate(ctx.deps, { ...target(ctx), id: params.id, body }),
  }),
  defineRoute(deleteCertificate, {
    resources: { id: "userCertificate" },
    handler: async ({ params, ctx }) => {
      await rows.deleteCertificate(ctx.deps, { ...target(ctx), id: params.id });
      return undefined;
    },
  }),
  defineRoute(listLanguages, {
    handler: async ({ query, ctx }) => rows.listLanguages(ctx.deps, { ...target(ctx), userId: query.user_id }),
  }),
  defineRoute(addLanguage, {
    handler: async ({ body, ctx }) => rows.addLanguage(ctx.deps, { ...target(ctx), body }),
  }),
  defineRoute(deleteLanguage, {
    resources: { id: "userLanguage" },
    handler: async ({ params, ctx }) => {
      await rows.deleteLanguage(ctx.deps, { ...target(ctx), id: params.id });
      return undefined;
    },
  }),
];
