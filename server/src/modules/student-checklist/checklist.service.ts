import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  checklistState,
  type DocumentAlert,
  inLanguage,
  type StudentChecklist,
  type TranslateLang,
} from "@school/contracts";
import { permissionOfCall } from "@school/contracts/all-endpoints";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { keysetPage } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { requireStudentAccess, type StudentRef } from "../student-record/index.js";
import * as queries from "./checklist.queries.js";

const titleIn = (
  language: TranslateLang,
  row: { title_ru: string | null; title_kk: string | null; title_en: string | null },
) =>
  row.title_ru === null
    ? null
    : inLanguage(language, { ru: row.title_ru, kk: row.title_kk ?? "", en: row.title_en ?? "" });

/**
 * A student's checklist (one statement for the items, one for the open alerts): each item's state is decided by the
 * one rule in contracts against the school's today.
 */
export async function studentChecklist(
  actor: Actor,
  input: StudentRef & { language: TranslateLang },
): Promise<StudentChecklist> {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: input });
  const { today } = await schoolDayOf(actor);
  const [rows, alerts] = await Promise.all([
    queries.checklistRows(actor, {
      students: queries.oneStudent(actor, input.userId),
      datedOnly: false,
      language: input.language,
    }),
    openAlerts(actor, { userId: input.userId, today, language: input.language }),
  ]);
  return {
    user_id: input.userId,
    today,
    items: rows.map((row) => ({
      key: row.key,
      group: row.group,
      name: row.name,
      course_id: row.course_id,
      course_title: titleIn(input.language, row),
      state: checklistState({ handedIn: row.handed_in, checked: row.checked, expiresOn: row.expires_on }, today),
      expires_on: row.expires_on,
    })),
    alerts,
  };
}

/** The open alerts, the nearest first; a round's alert is named by its program in the reader's language. */
async function openAlerts(
  scope: Scope,
  input: { userId: number; today: string; language: TranslateLang },
): Promise<DocumentAlert[]> {
  const rows = await queries.openAlertRows(scope, input);
  return rows
    .map((row) => ({
      id: row.id,
      subject: row.subject,
      key: row.key,
      name: row.subject === "round" && row.title ? inLanguage(input.language, row.title) : row.name,
      course_id: row.courseId,
      days: row.days,
      due_on: row.dueOn,
      sent_at: row.sentAt.toISOString(),
    }))
    .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.key.localeCompare(b.key));
}

/**
 * The student whose audit log is asked for: a student of the caller's school, as for every personal-data call, or an
 * account deleted since whose lines the school's log still holds (the log outlives it, decision 0044), on the
 * permission alone. Anything else is 404, as for a student of another school.
 */
async function requireAuditedStudent(actor: Actor, userId: number): Promise<void> {
  if (await queries.accountExists(actor, userId)) {
    return requireStudentAccess(actor, { permission: "personalData.audit", student: { userId, field: "id" } });
  }
  if (!(await queries.auditNames(actor, userId))) {
    throw new AppError("not_found", "Student not found", { fields: { id: "Not a student of this school" } });
  }
  await requireAccess(actor, "personalData.audit", { userId });
}

/** The student's audit log, the latest first, a page at a time by the id before which it continues. */
export async function auditLog(actor: Actor, input: { userId: number; before?: number }): Promise<AuditPage> {
  await requireAuditedStudent(actor, input.userId);
  const rows = await queries.auditLines(actor, { ...input, limit: AUDIT_PAGE_SIZE + 1 });
  const { page, next } = keysetPage(rows, { size: AUDIT_PAGE_SIZE, cursorOf: (last) => last.id });
  return {
    results: page.map((row) => ({
      id: row.id,
      action: row.action,
      call: row.call,
      data: permissionOfCall(row.call),
      actor_id: row.actorId,
      actor_name: row.actorName,
      at: row.at.toISOString(),
    })),
    next_before: next,
  };
}
