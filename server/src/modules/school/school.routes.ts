import {
  currencyCodeResponse,
  currencyList,
  domainQuery,
  guestSchoolInfo,
  logoResponse,
  schoolDetail,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as school from "./school.service.js";

/** Guests name their school by `domain`; signed-in callers always get their own school, whatever they send. */
const tags = ["school"];

export const schoolRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "user/school/detail/",
    permission: "session.own",
    allowInactiveSchool: true,
    summary: "The caller's school",
    tags,
    response: schoolDetail,
    handler: async ({ ctx }) => school.schoolDetail(ctx.deps, schoolOf(ctx)),
  }),
  defineRoute({
    method: "GET",
    path: "user/school/get_logo/",
    permission: "school.public",
    needsSchool: true,
    summary: "The school's logo and name",
    tags,
    query: domainQuery,
    response: logoResponse,
    handler: async ({ ctx }) => {
      const { logo, name } = await school.schoolDetail(ctx.deps, schoolOf(ctx));
      return { logo, name };
    },
  }),
  defineRoute({
    method: "GET",
    path: "user/school/currency/list/",
    permission: "session.own",
    allowInactiveSchool: true,
    summary: "Currencies a school can price in",
    tags,
    response: currencyList,
    handler: async () => school.currencyList(),
  }),
  defineRoute({
    method: "GET",
    path: "user/school/currency/code/",
    permission: "school.public",
    needsSchool: true,
    summary: "The school's currency code",
    tags,
    query: domainQuery,
    response: currencyCodeResponse,
    handler: async ({ ctx }) => ({ code: (await school.schoolDetail(ctx.deps, schoolOf(ctx))).currency }),
  }),
  defineRoute({
    method: "GET",
    path: "user/school/guest-info-school/",
    permission: "school.public",
    needsSchool: true,
    summary: "Public information about the school of a domain",
    tags,
    query: domainQuery,
    response: guestSchoolInfo,
    handler: async ({ ctx }) => school.guestSchoolInfo(ctx.deps, schoolOf(ctx)),
  }),
];
