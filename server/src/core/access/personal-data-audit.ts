import { type AuditAction, PERSONAL_DATA_PERMISSIONS, type Permission } from "@school/contracts";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { personalDataAudit, users } from "../../db/schema/index.js";

/**
 * The audit log of students' personal data (decision 0033), as one mechanism: the access module notes every student
 * a personal-data permission was granted on during a request, and the route layer writes one line per student once
 * the handler has succeeded. No handler writes the log itself, so no call can forget it.
 *
 * The record travels on the request's actor (`disclosed`), which every service already hands to `requireAccess`
 * and which a transaction keeps: not in an AsyncLocalStorage, whose promise hooks would cost every promise of every
 * request once any request had used it (decision 0090).
 */
export class Disclosed {
  /** The students a per-user check let the call at; made at the first one, as most calls disclose nobody. */
  students: Set<number> | null = null;
  /** Queries of user ids a bulk call (the user list's export) hands out, written as lines in one statement. */
  selections: SQLWrapper[] | null = null;
}

/** What carries a request's record: its actor (absent on a job's scope or a live channel's, which audit nothing). */
type Recording = { readonly disclosed?: Disclosed | null };

/** Called by `requireAccess` once a check passed. */
export function noteGrantedStudent(actor: Recording, permission: Permission, userId: number | undefined): void {
  if (userId === undefined || !actor.disclosed || !PERSONAL_DATA_PERMISSIONS.has(permission)) return;
  actor.disclosed.students ??= new Set();
  actor.disclosed.students.add(userId);
}

/**
 * Called by a call that hands out many users' data at once (its permission is in PERSONAL_DATA_PERMISSIONS): the
 * query selecting their ids, so each of them gets a line without the ids passing through memory.
 */
export function noteDisclosedUsers(actor: Recording, permission: Permission, userIds: SQLWrapper): void {
  if (!PERSONAL_DATA_PERMISSIONS.has(permission)) throw new Error(`${permission} is not a personal-data permission`);
  if (!actor.disclosed) return;
  actor.disclosed.selections ??= [];
  actor.disclosed.selections.push(userIds);
}

export function disclosedAnyone(record: Disclosed | null | undefined): record is Disclosed {
  return (record?.students?.size ?? 0) > 0 || (record?.selections?.length ?? 0) > 0;
}

/** What the call did to the data: the exports and the erasure by name, otherwise a read or a change by method. */
export function auditActionOf(permission: Permission, method: string): AuditAction {
  if (permission === "personalData.export" || permission === "user.export") return "export";
  if (permission === "personalData.erase") return "erase";
  return method === "GET" ? "read" : "write";
}

const HOUR_MS = 3_600_000;

export async function recordPersonalDataAccess(
  db: Db,
  entry: { schoolId: number; actorId: number; disclosed: Disclosed; action: AuditAction; call: string },
): Promise<void> {
  // A student reading their own data is not a disclosure worth a line; their own changes (an upload) are kept.
  const students = [...(entry.disclosed.students ?? [])].filter(
    (id) => entry.action !== "read" || id !== entry.actorId,
  );
  // The students a check named were proved of the caller's school by that check; one the call deleted (delete/) is
  // gone from users by now and still gets its line, since the log outlives the account. A bulk call's selections
  // are read from users, within the school.
  const chosen: SQL[] = [
    ...(students.length > 0
      ? [
          sql`select noted.id from (values ${sql.join(
            students.map((id) => sql`(${id}::int)`),
            sql`, `,
          )}) as noted (id)
          where not exists (select 1 from ${users} where ${users.id} = noted.id and ${users.schoolId} <> ${entry.schoolId}::int)`,
        ]
      : []),
    ...(entry.disclosed.selections ?? []).map(
      (selection) =>
        sql`select ${users.id} as id from ${users} where ${users.schoolId} = ${entry.schoolId} and ${users.id} in (${selection})`,
    ),
  ];
  if (chosen.length === 0) return;
  const readHour = entry.action === "read" ? new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString() : null;
  await db.execute(sql`
    insert into ${personalDataAudit} (school_id, user_id, actor_id, action, call, read_hour)
    select ${entry.schoolId}::int, chosen.id, ${entry.actorId}::int, ${entry.action}::text, ${entry.call}::text,
      ${readHour}::timestamptz
    from (${sql.join(chosen, sql` union `)}) as chosen
    on conflict do nothing`);
}
