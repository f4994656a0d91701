import {
  getRecordSelectors,
  listAdmins,
  listCountries,
  listDegrees,
  listPackages,
  listResponsibleAbroad,
  listSellerStudents,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./lookups.service.js";

/**
 * The record form's pickers: staff, sellers' students, names in use, degrees and choice lists. Its IELTS teachers are
 * the school's teachers, picked as every form picks them (modules/users/pickers).
 */
export const lookupRoutes: RouteDef[] = [
  defineRoute(listAdmins, { handler: async ({ actor }) => service.listStaff(actor) }),
  defineRoute(listResponsibleAbroad, { handler: async ({ actor }) => service.listStaff(actor) }),
  defineRoute(listSellerStudents, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => service.sellerStudents(actor, params.id),
  }),
  defineRoute(listPackages, { handler: async ({ query, actor }) => service.listPackages(actor, query.name) }),
  defineRoute(listCountries, { handler: async ({ query, actor }) => service.listCountries(actor, query.name) }),
  defineRoute(listDegrees, { handler: async ({ query, actor }) => service.listDegrees(actor, query.name) }),
  defineRoute(getRecordSelectors, {
    handler: async ({ query, actor }) => service.selectors(actor, query.translate_lang),
  }),
];
