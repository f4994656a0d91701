import { and, eq } from "drizzle-orm";
import { inSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { courses, studentCommunications, studentRecords, users } from "../../../db/schema/index.js";

export type NewLead = {
  email: string;
  phone: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  chatCode: string;
  referrerId: number | null;
  utmSource?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmMedium?: string;
  utmTerm?: string;
};

/**
 * A lead's account: a student of the school, its record of type "consultation" at the step "consultation". Nothing
 * is written when the e-mail or the phone is taken anywhere on the platform (null), so the caller decides.
 */
export async function insertLead(scope: Scope, lead: NewLead): Promise<number | null> {
  const [created] = await scope.db
    .insert(users)
    .values({ ...lead, schoolId: scope.schoolId, role: "student" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return null;
  await scope.db
    .insert(studentRecords)
    .values({ userId: created.id, schoolId: scope.schoolId, type: "consultation", steps: ["consultation"] });
  return created.id;
}

/** The school's account with this e-mail, if it is in this school. */
export async function accountByEmail(scope: Scope, email: string): Promise<number | null> {
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.email, email)));
  return row?.id ?? null;
}

/** The request's text in the student's communication history, as a message with no staff author. */
export async function noteRequest(scope: Scope, input: { userId: number; text: string }): Promise<void> {
  await scope.db
    .insert(studentCommunications)
    .values({ schoolId: scope.schoolId, userId: input.userId, channel: "message", text: input.text });
}

export async function courseTitle(scope: Scope, courseId: number): Promise<string | null> {
  const row = await rowById(scope, { table: courses, id: courseId, columns: { title: courses.titleRu } });
  return row?.title ?? null;
}
