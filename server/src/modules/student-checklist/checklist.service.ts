import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  checklistState,
  type DocumentAlert,
  inLanguage,
  type StudentChecklist,
  type TranslateLang,
} from "@school/contracts";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { type Actor, requireAccess } from "../../core/access/access.js";
import type { Clock } from "../../core/clock.js";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import { documentAlerts, personalDataAudit, users } from "../../db/schema/index.js";
import { requireStudentAccess } from "../student-record/student-record.service.js";
import { checklistRows, oneStudent } from "./checklist.queries.js";

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
  input: { userId: number; language: TranslateLang; clock: Clock },
): Promise<StudentChecklist> {
  const { today } = await schoolDayOf({ ...actor, deps: { clock: input.clock } });
  const [rows, alerts] = await Promise.all([
    checklistRows(actor.db, {
      schoolId: actor.schoolId,
      students: oneStudent(actor.schoolId, input.userId),
      datedOnly: false,
    }),
    openAlerts(actor, input.userId, today, input.language),
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

/**
 * The alerts whose date has not passed, the latest threshold of each subject only (the 7-day alert replaces the
 * 30-day one on the page), the nearest first. A round's alert is named by its program in the reader's language.
 */
async function openAlerts(
  actor: Actor,
  userId: number,
  today: string,
  language: TranslateLang,
): Promise<DocumentAlert[]> {
  const rows = await actor.db
    .selectDistinctOn([documentAlerts.key, documentAlerts.dueOn], {
      id: documentAlerts.id,
      subject: documentAlerts.subject,
      key: documentAlerts.key,
      name: documentAlerts.name,
      courseId: documentAlerts.courseId,
      days: documentAlerts.days,
      dueOn: documentAlerts.dueOn,
      sentAt: documentAlerts.sentAt,
      title: sql<{ ru: string; kk: string; en: string } | null>`(select json_build_object('ru', c.title_ru,
        'kk', c.title_kk, 'en', c.title_en) from courses c where c.id = ${documentAlerts.courseId}
        and c.school_id = ${actor.schoolId})`,
    })
    .from(documentAlerts)
    .where(
      and(
        eq(documentAlerts.schoolId, actor.schoolId),
        eq(documentAlerts.userId, userId),
        gte(documentAlerts.dueOn, today),
      ),
    )
    .orderBy(documentAlerts.key, documentAlerts.dueOn, documentAlerts.days);
  return rows
    .map((row) => ({
      id: row.id,
      subject: row.subject,
      key: row.key,
      name: row.subject === "round" && row.title ? inLanguage(language, row.title) : row.name,
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
export async function requireAuditedStudent(actor: Actor, userId: number): Promise<void> {
  const [account] = await actor.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (account) return requireStudentAccess(actor, "personalData.audit", userId, "id");
  const [line] = await actor.db
    .select({ id: personalDataAudit.id })
    .from(personalDataAudit)
    .where(and(eq(personalDataAudit.schoolId, actor.schoolId), eq(personalDataAudit.userId, userId)))
    .limit(1);
  if (!line) throw new AppError("not_found", "Student not found", { fields: { id: "Not a student of this school" } });
  await requireAccess(actor, "personalData.audit", { userId });
}

/** The student's audit log, the latest first, a page at a time by the id before which it continues. */
export async function auditLog(actor: Actor, userId: number, before: number | undefined): Promise<AuditPage> {
  const rows = await actor.db
    .select({
      id: personalDataAudit.id,
      action: personalDataAudit.action,
      call: personalDataAudit.call,
      actorId: personalDataAudit.actorId,
      actorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      at: personalDataAudit.at,
    })
    .from(personalDataAudit)
    .leftJoin(users, and(eq(users.id, personalDataAudit.actorId), eq(users.schoolId, actor.schoolId)))
    .where(
      and(
        eq(personalDataAudit.schoolId, actor.schoolId),
        eq(personalDataAudit.userId, userId),
        before === undefined ? undefined : lt(personalDataAudit.id, before),
      ),
    )
    .orderBy(desc(personalDataAudit.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    results: page.map((row) => ({
      id: row.id,
      action: row.action,
      call: row.call,
      actor_id: row.actorId,
      actor_name: row.actorName,
      at: row.at.toISOString(),
    })),
    next_before: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
