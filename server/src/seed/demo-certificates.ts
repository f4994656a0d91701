import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courseMembers } from "../db/schema/index.js";
import { issueOnce } from "../modules/certificates/certificate-issuing.js";
import * as certificates from "../modules/certificates/certificates.queries.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";
import { SEED_JOBS } from "./seed-jobs.js";

/** The hours the demo program's certificate prints. */
const DEMO_HOURS = 72;
const REVOKED_HOLDER = "aliya@demo.kz";
const REVOKE_REASON = "Выдан по ошибке: программа не завершена";

/**
 * The demo's certificates of completion (decision 0163): the demo student's first program completes with every
 * lesson finished and every list passed, 72 hours; the demo student holds its certificate, and a classmate holds one
 * the school revoked. Issued through the same `issueOnce` the API uses; idempotent.
 */
export async function seedDemoCertificates(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  const people = await userIdsByEmail(db, schoolId, ["student@demo.kz", REVOKED_HOLDER]);
  const student = people.get("student@demo.kz");
  const admin = await firstUserOfRole(db, schoolId, "admin_school");
  if (student === undefined || admin === undefined) return;
  const [program] = await db
    .select({ courseId: courseMembers.courseId })
    .from(courseMembers)
    .where(
      and(eq(courseMembers.schoolId, schoolId), eq(courseMembers.userId, student), eq(courseMembers.role, "student")),
    )
    .orderBy(asc(courseMembers.courseId))
    .limit(1);
  if (!program) return;
  const { courseId } = program;
  if (!(await certificates.ruleOf(scope, courseId))) {
    await certificates.saveRule(scope, { courseId, lessons: true, exams: true, hours: DEMO_HOURS });
  }
  await db.transaction(async (tx) => {
    const work = { db: tx, schoolId, jobs: SEED_JOBS };
    await issueOnce(work, { courseId, userId: student, issuedBy: admin, hours: DEMO_HOURS });
    const revokedHolder = people.get(REVOKED_HOLDER);
    if (revokedHolder === undefined) return;
    await tx
      .insert(courseMembers)
      .values({ schoolId, courseId, userId: revokedHolder, role: "student" })
      .onConflictDoNothing();
    const { certificate } = await issueOnce(work, {
      courseId,
      userId: revokedHolder,
      issuedBy: admin,
      hours: DEMO_HOURS,
    });
    if (certificate.revokedAt === null) {
      await certificates.revoke(work, { id: certificate.id, reason: REVOKE_REASON, by: admin });
    }
  });
}
