import { getSchoolRequisites, setSchoolRequisites } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./requisites.service.js";

/** The school's requisites in the settings (decision 0158). */
export const requisitesRoutes: RouteDef[] = [
  defineRoute(getSchoolRequisites, { handler: async ({ actor }) => service.schoolRequisites(actor) }),
  defineRoute(setSchoolRequisites, {
    handler: async ({ actor, body }) => service.setSchoolRequisites(actor, body),
  }),
];
