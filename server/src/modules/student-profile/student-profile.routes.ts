import {
  educationSearchQuery,
  languageSearchQuery,
  studentEducationPage,
  studentLanguagePage,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as profiles from "./student-profile.service.js";

const tags = ["course"];

export const studentProfileRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/education/",
    permission: "student.read",
    summary: "Find the school's students by education (degree, years of study)",
    tags,
    query: educationSearchQuery,
    response: studentEducationPage,
    handler: async ({ query, ctx }) =>
      profiles.searchEducations(ctx.deps, { schoolId: schoolOf(ctx), query, requestUrl: ctx.request.url }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/knowledge_language/",
    permission: "student.read",
    summary: "Find the school's students by language, minimum level and certificate held",
    tags,
    query: languageSearchQuery,
    response: studentLanguagePage,
    handler: async ({ query, ctx }) =>
      profiles.searchLanguages(ctx.deps, { schoolId: schoolOf(ctx), query, requestUrl: ctx.request.url }),
  }),
];
