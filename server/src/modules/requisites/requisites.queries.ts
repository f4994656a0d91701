import { eq } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { schoolRequisites, schools } from "../../db/schema/index.js";

export type RequisitesRow = typeof schoolRequisites.$inferSelect;
export type RequisitesValues = Omit<typeof schoolRequisites.$inferInsert, "schoolId" | "updatedAt">;

/** The school's requisites, or undefined before they were first saved. */
export async function requisitesOf(scope: Scope): Promise<RequisitesRow | undefined> {
  const [row] = await scope.db.select().from(schoolRequisites).where(inSchool(scope, schoolRequisites)).limit(1);
  return row;
}

/** Every requisite at once, in the school's one row. */
export async function saveRequisites(scope: Scope, values: RequisitesValues): Promise<RequisitesRow> {
  const changes = { ...values, updatedAt: new Date() };
  const [row] = await scope.db
    .insert(schoolRequisites)
    .values({ ...changes, schoolId: scope.schoolId })
    .onConflictDoUpdate({ target: schoolRequisites.schoolId, set: changes })
    .returning();
  return row!;
}

/** The school's prefixes as set ("" for the default) and its English and Russian names, which the default is made of. */
export async function prefixFacts(scope: Scope) {
  const [row] = await scope.db
    .select({
      name: schools.name,
      nameEn: schools.nameEn,
      certificate: schoolRequisites.certificatePrefix,
      contract: schoolRequisites.contractPrefix,
      invoice: schoolRequisites.invoicePrefix,
    })
    .from(schools)
    .leftJoin(schoolRequisites, inSchool(scope, schoolRequisites))
    .where(eq(schools.id, scope.schoolId))
    .limit(1);
  return row!;
}
