import type { ExamType } from "@school/contracts";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { byId, deleteInSchool, inSchool, insertInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { changesOrKeep } from "../../../core/update-set.js";
import { studentExams, users } from "../../../db/schema/index.js";

export type ExamRow = typeof studentExams.$inferSelect & { teacherName: string | null };
type ExamColumns = Omit<typeof studentExams.$inferInsert, "id" | "schoolId" | "createdAt">;

const teacher = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${studentExams.teacherId})`;

async function selectExams(scope: Scope, where: SQL | undefined, limit: number): Promise<ExamRow[]> {
  const rows = await scope.db
    .select({ exam: studentExams, teacherName: teacher })
    .from(studentExams)
    .where(and(inSchool(scope, studentExams), where))
    .orderBy(desc(studentExams.createdAt), desc(studentExams.id))
    .limit(limit);
  return rows.map(({ exam, teacherName }) => ({ ...exam, teacherName }));
}

/** A student's exams, the latest first. */
export const examsOf = (scope: Scope, userId: number) => selectExams(scope, eq(studentExams.userId, userId), 100);

/** A student's exams that carry a certificate file. */
export const examFilesOf = (scope: Scope, userId: number) =>
  selectExams(scope, and(eq(studentExams.userId, userId), isNotNull(studentExams.file)), 100);

/** The student's latest exam of a type (or the latest they were present at). */
export async function latestExam(
  scope: Scope,
  input: { userId: number; type: ExamType; present?: true },
): Promise<ExamRow | undefined> {
  const [row] = await selectExams(
    scope,
    and(
      eq(studentExams.userId, input.userId),
      eq(studentExams.type, input.type),
      input.present ? eq(studentExams.present, true) : undefined,
    ),
    1,
  );
  return row;
}

export async function findExam(scope: Scope, id: number): Promise<ExamRow | undefined> {
  const [row] = await selectExams(scope, byId(scope, studentExams, id), 1);
  return row;
}

export async function insertExam(scope: Scope, exam: ExamColumns): Promise<number> {
  return insertInSchool(scope, { table: studentExams, values: exam });
}

export async function updateExam(scope: Scope, { id, changes }: { id: number; changes: Partial<ExamColumns> }) {
  await scope.db
    .update(studentExams)
    .set(changesOrKeep(studentExams, changes))
    .where(byId(scope, studentExams, id));
}

export async function deleteExam(scope: Scope, id: number): Promise<void> {
  await deleteInSchool(scope, { table: studentExams, id });
}

/** Whether the user is a teacher of the school. */
export async function isTeacher(scope: Scope, userId: number): Promise<boolean> {
  const row = await rowById(scope, { table: users, id: userId, columns: { role: users.role } });
  return row?.role === "teacher";
}
