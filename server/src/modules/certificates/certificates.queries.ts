import { and, desc, eq, exists, isNull, notExists, type SQL, sql } from "drizzle-orm";
import { byId, inSchool, insertRowInSchool, keyedInSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import {
  certificateRules,
  certificateSequences,
  certificates,
  courseMembers,
  courses,
  exerciseAttempts,
  exerciseLists,
  lessonCompletions,
  lessons,
  schoolRequisites,
  schools,
  users,
} from "../../db/schema/index.js";

export type RuleRow = { lessons: boolean; exams: boolean; hours: number };
export type CertificateRow = typeof certificates.$inferSelect;

/** A program's completion rule; undefined until staff set one (nothing is then issued automatically). */
export async function ruleOf(scope: Scope, courseId: number): Promise<RuleRow | undefined> {
  const [row] = await scope.db
    .select({ lessons: certificateRules.lessons, exams: certificateRules.exams, hours: certificateRules.hours })
    .from(certificateRules)
    .where(and(inSchool(scope, certificateRules), eq(certificateRules.courseId, courseId)))
    .limit(1);
  return row;
}

export async function saveRule(scope: Scope, input: RuleRow & { courseId: number }): Promise<void> {
  const changes = { lessons: input.lessons, exams: input.exams, hours: input.hours, updatedAt: new Date() };
  await scope.db
    .insert(certificateRules)
    .values({ ...changes, schoolId: scope.schoolId, courseId: input.courseId })
    .onConflictDoUpdate({ target: [certificateRules.schoolId, certificateRules.courseId], set: changes });
}

/** The program a lesson belongs to: what a learning event names the program by. */
export async function courseOfLesson(scope: Scope, lessonId: number): Promise<number | null> {
  const row = await rowById(scope, { table: lessons, id: lessonId, columns: { courseId: lessons.courseId } });
  return row?.courseId ?? null;
}

/**
 * THE completion rule as SQL (decision 0163), the one predicate every path asks, one student or a whole program:
 * the student studies the program, and, as the rule sets, has finished every lesson and passed every exercise list.
 * A rule part over nothing (a program without lessons, or without lists) is not met: an empty program completes no
 * one. A rule with neither part completes no one either (staff issue by hand).
 */
function completes(scope: Scope, input: { courseId: number; rule: RuleRow }): SQL {
  const { courseId, rule } = input;
  const parts: SQL[] = [];
  const programLessons = and(inSchool(scope, lessons), eq(lessons.courseId, courseId));
  if (rule.lessons) {
    const finished = keyedInSchool(scope, {
      table: lessonCompletions,
      key: { lessonId: lessons.id, userId: courseMembers.userId },
    });
    parts.push(exists(scope.db.select({ one: sql`1` }).from(lessons).where(programLessons)));
    parts.push(
      notExists(
        scope.db
          .select({ one: sql`1` })
          .from(lessons)
          .where(
            and(programLessons, notExists(scope.db.select({ one: sql`1` }).from(lessonCompletions).where(finished))),
          ),
      ),
    );
  }
  if (rule.exams) {
    // A builder is changed by its `where`: each use gets its own.
    const programLists = () =>
      scope.db
        .select({ one: sql`1` })
        .from(exerciseLists)
        .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), programLessons));
    const passed = keyedInSchool(scope, {
      table: exerciseAttempts,
      key: { exListId: exerciseLists.id, userId: courseMembers.userId, passed: true },
    });
    parts.push(exists(programLists().where(inSchool(scope, exerciseLists))));
    parts.push(
      notExists(
        programLists().where(
          and(
            inSchool(scope, exerciseLists),
            notExists(scope.db.select({ one: sql`1` }).from(exerciseAttempts).where(passed)),
          ),
        ),
      ),
    );
  }
  if (parts.length === 0) return sql`false`;
  return and(
    inSchool(scope, courseMembers),
    eq(courseMembers.courseId, courseId),
    eq(courseMembers.role, "student"),
    ...parts,
  ) as SQL;
}

/**
 * The students of the program who meet its rule and hold no certificate of it yet: one student (`userId`) or all.
 */
export async function completedWithoutCertificate(
  scope: Scope,
  input: { courseId: number; rule: RuleRow; userId?: number },
): Promise<number[]> {
  const held = keyedInSchool(scope, {
    table: certificates,
    key: { courseId: input.courseId, userId: courseMembers.userId },
  });
  const rows = await scope.db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(
      and(
        completes(scope, input),
        input.userId === undefined ? undefined : eq(courseMembers.userId, input.userId),
        notExists(scope.db.select({ one: sql`1` }).from(certificates).where(held)),
      ),
    )
    .orderBy(courseMembers.userId);
  return rows.map((row) => row.userId);
}

/** What a certificate prints about its holder and program: the name, the language they read in, the titles. */
export async function issueFacts(scope: Scope, input: { courseId: number; userId: number }) {
  const [row] = await scope.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
    })
    .from(users)
    .innerJoin(courses, byId(scope, courses, input.courseId))
    .where(byId(scope, users, input.userId))
    .limit(1);
  return row;
}

/**
 * The school's certificate sequence, its row locked to the end of the transaction: issuings in one school queue
 * here, so a number is taken only by the one that then inserts (no gaps), and the check of "already issued" that
 * follows sees whatever the one before committed. Created on first use.
 */
export async function lockSequence(scope: Scope): Promise<{ last: number }> {
  const [row] = await scope.db
    .insert(certificateSequences)
    .values({ schoolId: scope.schoolId, last: 0 })
    .onConflictDoUpdate({ target: certificateSequences.schoolId, set: { last: sql`${certificateSequences.last}` } })
    .returning({ last: certificateSequences.last });
  return row!;
}

export async function advanceSequence(scope: Scope, last: number): Promise<void> {
  await scope.db.update(certificateSequences).set({ last }).where(inSchool(scope, certificateSequences));
}

/** What decides who issued a school's certificates: its requisites' legal name ("" until filled) and its names. */
export type IssuerFacts = { legalName: string | null; name: string; nameKk: string; nameEn: string };
const issuerColumns = {
  legalName: schoolRequisites.legalName,
  name: schools.name,
  nameKk: schools.nameKk,
  nameEn: schools.nameEn,
};

/** The school's names and legal name: who issues its certificates. */
export async function schoolFacts(scope: Scope) {
  const [row] = await scope.db
    .select(issuerColumns)
    .from(schools)
    .leftJoin(schoolRequisites, inSchool(scope, schoolRequisites))
    .where(eq(schools.id, scope.schoolId))
    .limit(1);
  return row!;
}

export async function certificateOf(scope: Scope, input: { courseId: number; userId: number }) {
  const [row] = await scope.db
    .select()
    .from(certificates)
    .where(keyedInSchool(scope, { table: certificates, key: { courseId: input.courseId, userId: input.userId } }))
    .limit(1);
  return row;
}

export async function insertCertificate(
  scope: Scope,
  values: Omit<typeof certificates.$inferInsert, "schoolId" | "id">,
): Promise<CertificateRow> {
  return insertRowInSchool(scope, { table: certificates, values });
}

export async function certificateById(scope: Scope, id: number): Promise<CertificateRow | undefined> {
  return rowById(scope, { table: certificates, id });
}

/** The certificate a verification code names, in the school whose domain was asked. */

/** A certificate by its verification code, with its issuer's facts: the public page's one read of it. */
export async function certificateByCode(
  scope: Scope,
  code: string,
): Promise<{ certificate: CertificateRow; issuer: IssuerFacts } | undefined> {
  const [row] = await scope.db
    .select({ certificate: certificates, ...issuerColumns })
    .from(certificates)
    .innerJoin(schools, eq(schools.id, certificates.schoolId))
    .leftJoin(schoolRequisites, inSchool(scope, schoolRequisites))
    .where(and(inSchool(scope, certificates), eq(certificates.code, code)))
    .limit(1);
  if (!row) return undefined;
  const { certificate, ...issuer } = row;
  return { certificate, issuer };
}

export async function certificatesOfProgram(scope: Scope, courseId: number): Promise<CertificateRow[]> {
  return scope.db
    .select()
    .from(certificates)
    .where(and(inSchool(scope, certificates), eq(certificates.courseId, courseId)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function certificatesOfUser(scope: Scope, userId: number): Promise<CertificateRow[]> {
  return scope.db
    .select()
    .from(certificates)
    .where(and(inSchool(scope, certificates), eq(certificates.userId, userId)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** Revokes a valid certificate; a revoked one keeps its first revocation (answers undefined). */
export async function revoke(
  scope: Scope,
  input: { id: number; reason: string; by: number },
): Promise<CertificateRow | undefined> {
  const [row] = await scope.db
    .update(certificates)
    .set({ revokedAt: new Date(), revokeReason: input.reason, revokedBy: input.by })
    .where(and(byId(scope, certificates, input.id), isNull(certificates.revokedAt)))
    .returning();
  return row;
}

export async function setPdfKey(scope: Scope, input: { id: number; key: string }): Promise<void> {
  await scope.db
    .update(certificates)
    .set({ pdfKey: input.key })
    .where(byId(scope, certificates, input.id));
}
