import { and, inArray, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { users } from "../../../db/schema/index.js";

/**
 * Which of the e-mails and phones already have an account. They are unique across the platform: the owner's function
 * `taken_contacts` answers for every school, each contact only itself (decision 0129).
 */
export async function takenContacts(scope: Scope, input: { emails: string[]; phones: string[] }) {
  const result = await scope.db.execute(
    sql`select kind, contact from taken_contacts(${sql.param(input.emails)}::text[], ${sql.param(input.phones)}::text[])`,
  );
  const rows = (result as unknown as { rows: { kind: "email" | "phone"; contact: string }[] }).rows;
  return {
    emails: new Set(rows.filter((row) => row.kind === "email").map((row) => row.contact)),
    phones: new Set(rows.filter((row) => row.kind === "phone").map((row) => row.contact)),
  };
}

/** The school's staff who may be a student's responsible manager. */
export function selectManagers(scope: Scope) {
  return scope.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.role, ["admin", "admin_school"])));
}
