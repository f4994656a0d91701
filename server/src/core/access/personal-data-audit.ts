import { AsyncLocalStorage } from "node:async_hooks";
import { type AuditAction, PERSONAL_DATA_PERMISSIONS, type Permission } from "@school/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { personalDataAudit, users } from "../../db/schema/index.js";

/**
 * The audit log of students' personal data (decision 0033), as one mechanism: the access module notes every student
 * a personal-data permission was granted on during a request, and the route layer writes one line per student once
 * the handler has succeeded. No handler writes the log itself, so no call can forget it.
 */
const grantedStudents = new AsyncLocalStorage<Set<number>>();

/** Runs a request's handler with a fresh record of the students it was let at. */
export function withPersonalDataAudit<T>(work: () => Promise<T>): { students: Set<number>; result: Promise<T> } {
  const students = new Set<number>();
  return { students, result: grantedStudents.run(students, work) };
}

/** Called by `requireAccess` once a check passed. */
export function noteGrantedStudent(permission: Permission, userId: number | undefined): void {
  if (userId === undefined || !PERSONAL_DATA_PERMISSIONS.has(permission)) return;
  grantedStudents.getStore()?.add(userId);
}

/** What the call did to the data: the export and the erasure by name, otherwise a read or a change by method. */
export function auditActionOf(permission: Permission, method: string): AuditAction {
  if (permission === "personalData.export") return "export";
  if (permission === "personalData.erase") return "erase";
  return method === "GET" ? "read" : "write";
}

const HOUR_MS = 3_600_000;

export async function recordPersonalDataAccess(
  db: Db,
  entry: { schoolId: number; actorId: number; students: Iterable<number>; action: AuditAction; call: string },
): Promise<void> {
  // A student reading their own data is not a disclosure worth a line; their own changes (an upload) are kept.
  const students = [...entry.students].filter((id) => entry.action !== "read" || id !== entry.actorId);
  if (students.length === 0) return;
  const readHour = entry.action === "read" ? new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString() : null;
  // Only users that still exist: a call that deleted its user (delete/) leaves nothing to log against, and the
  // user's earlier lines went with them.
  await db.execute(sql`
    insert into ${personalDataAudit} (school_id, user_id, actor_id, action, call, read_hour)
    select ${entry.schoolId}::int, ${users.id}, ${entry.actorId}::int, ${entry.action}::text, ${entry.call}::text,
      ${readHour}::timestamptz
    from ${users}
    where ${users.schoolId} = ${entry.schoolId} and ${users.id} in (${sql.join(
      students.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    on conflict do nothing`);
}
