import { checklistState, type StudentStanding } from "@school/contracts";
import { hasAccess, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { checklistStatesOf, standingRows } from "./student-standing.queries.js";

/**
 * Where each of the users stands (decision 0085), in two statements whatever their number: one for the record's
 * fields, the programs, the responsible's name and the nearest deadline (each a correlated subquery on an index of
 * the user), and one for their checklists' states (`checklistStateRows`, batched). The user list calls it once per
 * page, the student page's header for one student. `today` is the school's.
 */
export async function standingsOf(
  scope: Scope,
  { ids, today }: { ids: readonly number[]; today: string },
): Promise<Map<number, StudentStanding>> {
  if (ids.length === 0) return new Map();
  const rows = await standingRows(scope, { ids, today });
  const students = rows.filter((row) => row.has_record).map((row) => row.id);
  const progress = new Map<number, { done: number; total: number }>();
  if (students.length > 0) {
    const items = await checklistStatesOf(scope, students);
    for (const item of items) {
      const entry = progress.get(item.user_id) ?? { done: 0, total: 0 };
      const state = checklistState(
        { handedIn: item.handed_in, checked: item.checked, expiresOn: item.expires_on },
        today,
      );
      entry.total += 1;
      if (state === "handed_in" || state === "checked") entry.done += 1;
      progress.set(item.user_id, entry);
    }
  }
  return new Map(
    rows.map((row) => [
      row.id,
      row.has_record
        ? {
            programs: row.programs.map((program) => ({
              course_id: program.course_id,
              status: program.status,
              title: { ru: program.ru, kk: program.kk, en: program.en },
            })),
            responsible:
              row.responsible_id === null ? null : { id: row.responsible_id, name: row.responsible_name ?? "" },
            country: row.country,
            balance: row.balance === null ? null : Number(row.balance),
            next_deadline:
              row.deadline_date === null || row.deadline_kind === null
                ? null
                : { date: row.deadline_date, kind: row.deadline_kind },
            checklist: progress.get(row.id) ?? { done: 0, total: 0 },
          }
        : NO_STANDING,
    ]),
  );
}

/** A user without a student record (staff, teachers): nothing to stand on. */
export const NO_STANDING: StudentStanding = {
  programs: [],
  responsible: null,
  country: null,
  balance: null,
  next_deadline: null,
  checklist: null,
};

/** The school's today for the standings, read once per request. */
export const standingDay = async (actor: Actor) => (await schoolDayOf(actor)).today;

/** `crm/students/{id}/standing/`: the student page's header; no money for a caller who may not read it (0053). */
export async function getStudentStanding(actor: Actor, userId: number): Promise<StudentStanding> {
  await requireAccess(actor, "studentRecord.read", { userId });
  const standing = (await standingsOf(actor, { ids: [userId], today: await standingDay(actor) })).get(userId);
  if (!standing) throw new AppError("not_found", "User not found");
  return (await hasAccess(actor, "payment.read", { userId })) ? standing : { ...standing, balance: null };
}
