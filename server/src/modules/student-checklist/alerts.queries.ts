import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../core/person-name.js";
import { savedLanguageOf } from "../../core/reader-language.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { documentAlerts, schools, studentRecords, users } from "../../db/schema/index.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  manager: alias(users, "m"),
};

type NewAlert = Omit<typeof documentAlerts.$inferInsert, "id" | "schoolId" | "sentAt">;

/** Every school with an active tariff and its zone: the dispatch crosses schools, so it reads with the owner's handle. */
export async function activeSchools(ownerDb: Db) {
  return ownerDb
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.tariffActive, true));
}

/** Records the alerts not recorded yet (each is a unique row) and returns those it recorded. */
export async function recordAlerts(scope: Scope, alerts: NewAlert[]) {
  if (alerts.length === 0) return [];
  return scope.db
    .insert(documentAlerts)
    .values(alerts.map((alert) => ({ schoolId: scope.schoolId, ...alert })))
    .onConflictDoNothing()
    .returning();
}

/**
 * Each student's e-mail, chosen language and name, and their responsible manager's e-mail and language when one is
 * set: each mail is written in its reader's language (decision 0140).
 */
export async function recipientsOf(scope: Scope, userIds: number[]) {
  const ofManager = (column: "email" | "language") => sql<string | null>`(select ${sql.raw(`m.${column}`)} from users m
    where m.id = ${studentRecords.responsible} and ${inSchool(scope, aliased.manager)})`;
  const rows = await scope.db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      name: fullNameOf(users),
      manager: ofManager("email"),
      managerLanguage: ofManager("language"),
    })
    .from(users)
    .leftJoin(studentRecords, and(eq(studentRecords.userId, users.id), inSchool(scope, studentRecords)))
    .where(and(inSchool(scope, users), inArray(users.id, userIds)));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        studentName: row.name,
        mailboxes: [
          { to: row.email, language: savedLanguageOf(row.language) },
          { to: row.manager, language: savedLanguageOf(row.managerLanguage) },
        ],
      },
    ]),
  );
}
