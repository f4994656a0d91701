import {
  getGuestSchoolInfo,
  getOwnSchool,
  getSchoolCurrency,
  getSchoolLogo,
  listCurrencies,
  updateSchool,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import { countPlannedOutsideWorkHours } from "../schedule/schedule.queries.js";
import * as school from "./school.service.js";
import { updateSchool as update } from "./school-settings.service.js";

/** Guests name their school by `domain`; signed-in callers always get their own school, whatever they send. */
export const schoolRoutes: RouteDef[] = [
  defineRoute(getOwnSchool, {
    allowInactiveSchool: true,
    handler: async ({ query, ctx }) =>
      school.schoolDetail(ctx.deps, { schoolId: schoolOf(ctx), language: query.translate_lang }),
  }),
  defineRoute(getSchoolLogo, {
    needsSchool: true,
    handler: async ({ query, ctx }) => {
      const { logo, name } = await school.schoolDetail(ctx.deps, {
        schoolId: schoolOf(ctx),
        language: query.translate_lang,
      });
      return { logo, name };
    },
  }),
  defineRoute(listCurrencies, {
    allowInactiveSchool: true,
    handler: async () => school.currencyList(),
  }),
  defineRoute(getSchoolCurrency, {
    needsSchool: true,
    handler: async ({ ctx }) => ({ code: (await school.schoolDetail(ctx.deps, { schoolId: schoolOf(ctx) })).currency }),
  }),
  defineRoute(getGuestSchoolInfo, {
    needsSchool: true,
    handler: async ({ query, ctx }) =>
      school.guestSchoolInfo(ctx.deps, { schoolId: schoolOf(ctx), language: query.translate_lang }),
  }),
  defineRoute(updateSchool, {
    handler: async ({ ctx }) => {
      const schoolId = schoolOf(ctx);
      const changed = await update(ctx.deps, { schoolId, request: ctx.request });
      const lessonsOutsideHours = await countPlannedOutsideWorkHours({ db: ctx.deps.db, schoolId });
      return { ...school.detailOf(ctx.deps, changed), lessons_outside_hours: lessonsOutsideHours };
    },
  }),
];
