import { getGuestSchoolInfo, getOwnSchool, getSchoolCurrency, getSchoolLogo, listCurrencies } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as school from "./school.service.js";

/** Guests name their school by `domain`; signed-in callers always get their own school, whatever they send. */
export const schoolRoutes: RouteDef[] = [
  defineRoute(getOwnSchool, {
    allowInactiveSchool: true,
    handler: async ({ ctx }) => school.schoolDetail(ctx.deps, schoolOf(ctx)),
  }),
  defineRoute(getSchoolLogo, {
    needsSchool: true,
    handler: async ({ ctx }) => {
      const { logo, name } = await school.schoolDetail(ctx.deps, schoolOf(ctx));
      return { logo, name };
    },
  }),
  defineRoute(listCurrencies, {
    allowInactiveSchool: true,
    handler: async () => school.currencyList(),
  }),
  defineRoute(getSchoolCurrency, {
    needsSchool: true,
    handler: async ({ ctx }) => ({ code: (await school.schoolDetail(ctx.deps, schoolOf(ctx))).currency }),
  }),
  defineRoute(getGuestSchoolInfo, {
    needsSchool: true,
    handler: async ({ ctx }) => school.guestSchoolInfo(ctx.deps, schoolOf(ctx)),
  }),
];
