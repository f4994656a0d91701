import type { UserOption } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import * as queries from "./pickers.queries.js";

export const listTeachers = (actor: Actor): Promise<UserOption[]> => queries.teachersOf(actor);

export const listStudents = (actor: Actor, search?: string): Promise<UserOption[]> =>
  queries.studentsMatching(actor, search);
