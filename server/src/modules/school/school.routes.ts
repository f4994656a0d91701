import {
  getGuestSchoolInfo,
  getOwnSchool,
  getSchoolCurrency,
  getSchoolLogo,
  listCurrencies,
  updateSchool,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { countPlannedOutsideWorkHours } from "../schedule/index.js";
import * as school from "./school.service.js";
import { updateSchool as update } from "./school-settings.service.js";

/** Guests name their school by `domain`; signed-in callers always get their own school, whatever they send. */
export const schoolRoutes: RouteDef[] = [
  defineRoute(getOwnSchool, {
    allowInactiveSchool: true,
    handler: async ({ query, actor }) => school.schoolDetail(actor, { language: query.translate_lang }),
  }),
  defineRoute(getSchoolLogo, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ query, visitor }) => {
      const { logo, name } = await school.schoolDetail(visitor, { language: query.translate_lang });
      return { logo, name };
    },
  }),
  defineRoute(listCurrencies, {
    allowInactiveSchool: true,
    handler: async () => school.currencyList(),
  }),
  defineRoute(getSchoolCurrency, {
    needsSchool: true,
    handler: async ({ visitor }) => ({ code: (await school.schoolDetail(visitor)).currency }),
  }),
  defineRoute(getGuestSchoolInfo, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ query, visitor }) => school.guestSchoolInfo(visitor, { language: query.translate_lang }),
  }),
  defineRoute(updateSchool, {
    handler: async ({ actor, ctx }) => {
      const changed = await update(actor, ctx.request);
      const lessonsOutsideHours = await countPlannedOutsideWorkHours(actor);
      return { ...school.detailOf(actor, { school: changed }), lessons_outside_hours: lessonsOutsideHours };
    },
  }),
];
