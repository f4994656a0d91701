import { listIeltsTeachers, listStudents, listTeachers } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as pickers from "./pickers.service.js";

/**
 * The school's teachers and students as the forms pick them: a program's members, a group, the schedule, and the
 * student record's IELTS teacher (its other pickers are the record's own, student-record/lookups).
 */
export const pickerRoutes: RouteDef[] = [
  defineRoute(listTeachers, { handler: async ({ actor }) => pickers.listTeachers(actor) }),
  defineRoute(listIeltsTeachers, { handler: async ({ actor }) => pickers.listTeachers(actor) }),
  defineRoute(listStudents, {
    handler: async ({ query, actor }) => pickers.listStudents(actor, query.student),
  }),
];
