import { calcTariff, getMyTariff, payTariff } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as checkout from "./tariff-checkout.service.js";
import * as tariffs from "./tariffs.service.js";

/**
 * The school's tariff. These calls work while the school is inactive: a school whose tariff lapsed must still see
 * its bill and pay it (decision 0055); the permission keeps them to the school admin.
 */
export const tariffRoutes: RouteDef[] = [
  defineRoute(calcTariff, {
    allowInactiveSchool: true,
    handler: async ({ query }) => tariffs.calcTariff({ students: query.std, months: query.month }),
  }),
  defineRoute(getMyTariff, {
    allowInactiveSchool: true,
    handler: async ({ actor }) => tariffs.getMyTariff(actor),
  }),
  defineRoute(payTariff, {
    allowInactiveSchool: true,
    handler: async ({ actor, body }) => checkout.payTariff(actor, body),
  }),
];
