import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { personalDataAudit, refreshTokens, schools, taskBoards, users } from "../../db/schema/index.js";
import {
  joinProgram,
  newCourse,
  newExercise,
  newExerciseList,
  newGroup,
  newHomework,
  newLesson,
  newScheduleLesson,
} from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { unzip } from "../../test/unzip.js";

/**
 * Personal data beyond the record (issue 20, defect 4): the export carries the student's learning (answers, handed-in
 * files, attendance, groups, board drawings), the erasure takes it from every list that showed it, and the audit log
 * outlives a hard delete of the account.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const ESSAY = "I want to study medicine because my grandmother was a nurse";

type Role = "admin_school" | "admin" | "teacher";
const call = async (method: "GET" | "POST" | "DELETE", url: string, role: Role, payload?: object) =>
  suite.harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: await suite.harness.authAs(suite.school, role),
    ...(payload ? { payload } : {}),
  });

/** A student with an essay handed in with a file, a group, a lesson of the timetable and a drawing on a task's board. */
async function seededStudent() {
  const schoolId = suite.school.id;
  const created = await call("POST", "user/accounts/manager_create/", "admin", {
    first_name: "Dana",
    last_name: "Learner",
    email: `learner.${Math.random().toString(36).slice(2, 10)}@personal-data.kz`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id: studentId, email } = created.json() as { id: number; email: string };
  const courseId = await newCourse(db(), schoolId);
  await joinProgram(db(), { courseId, userId: studentId, role: "student" });
  const lessonId = await newLesson(db(), { schoolId, courseId });
  const exListId = await newExerciseList(db(), { schoolId, lessonId });
  const taskId = await newExercise(db(), {
    schoolId,
    exListId,
    type: "essay",
    title: "Why study abroad?",
    content: { question: "Why study abroad?", min_words: null, max_words: null },
    answer: { rubric: "" },
  });
  const file = `homework/${studentId}/essay-${taskId}.pdf`;
  await suite.harness.deps.storage.put(file, PDF, "application/pdf");
  const homeworkId = await newHomework(db(), {
    schoolId,
    courseId,
    userId: studentId,
    lessonId,
    exListId,
    taskId,
    desc: ESSAY,
    answer: { text: ESSAY },
    fileUrl: file,
  });
  const groupId = await newGroup(db(), { schoolId, courseId, nameGroup: "Medicine 2027", studentIds: [studentId] });
  const timetableId = await newScheduleLesson(db(), {
    schoolId,
    teacherId: suite.school.users.teacher,
    studentIds: [studentId],
  });
  await db()
    .insert(taskBoards)
    .values({ schoolId, exerciseId: taskId, studentId, scene: { elements: [{ id: "circle", type: "ellipse" }] } });
  return { studentId, email, courseId, taskId, homeworkId, groupId, timetableId, file };
}

const idsOf = (response: { json(): unknown }) =>
  (response.json() as { results: { id: number }[] }).results.map((row) => row.id);

describe("the export of one student", () => {
  it("holds their answers, handed-in files, attendance, groups and board drawings", async () => {
    const seeded = await seededStudent();
    const response = await call("GET", `user/accounts/export/${seeded.studentId}/`, "admin_school");
    expect(response.statusCode, response.body).toBe(200);
    const files = await unzip(response.rawPayload);
    const data = JSON.parse(files.get("data.json")!.toString("utf8"));
    expect(data.answers).toEqual([
      expect.objectContaining({
        id: seeded.homeworkId,
        taskId: seeded.taskId,
        taskTitle: "Why study abroad?",
        desc: ESSAY,
        answer: { text: ESSAY },
      }),
    ]);
    expect(data.groups).toEqual([expect.objectContaining({ groupId: seeded.groupId, nameGroup: "Medicine 2027" })]);
    expect(data.attendance).toEqual([
      expect.objectContaining({
        lessonId: seeded.timetableId,
        status: expect.any(String),
        startAt: expect.any(String),
      }),
    ]);
    expect(data.board_drawings).toEqual([
      expect.objectContaining({ exerciseId: seeded.taskId, scene: { elements: [{ id: "circle", type: "ellipse" }] } }),
    ]);
    const handedIn = [...files.entries()].filter(([name]) => name.startsWith("files/answers/"));
    expect(handedIn.map(([name]) => name)).toEqual([`files/answers/${seeded.homeworkId}-Motivation letter.pdf`]);
    expect(handedIn[0]![1].equals(PDF)).toBe(true);
  });
});

describe("the erasure of one student", () => {
  it("takes their answers, essays, group membership and drawings off every list that showed them, and ends their sessions", async () => {
    const seeded = await seededStudent();
    const answersBefore = await call("GET", `course/homework/sort/?q=${encodeURIComponent("grandmother")}`, "admin");
    expect(idsOf(answersBefore)).toContain(seeded.homeworkId);
    const groupBefore = (await call("GET", `course/group/detail_group/${seeded.groupId}/`, "admin")).json() as {
      students: { id: number }[];
    };
    expect(groupBefore.students.map((student) => student.id)).toContain(seeded.studentId);

    // Two sessions: one live, one just rotated and still within its reuse interval (decision 0182).
    const day = 24 * 3600 * 1000;
    await db()
      .insert(refreshTokens)
      .values([
        { userId: seeded.studentId, tokenHash: `live-${seeded.studentId}`, expiresAt: new Date(Date.now() + day) },
        {
          userId: seeded.studentId,
          tokenHash: `rotated-${seeded.studentId}`,
          expiresAt: new Date(Date.now() + day),
          revokedAt: new Date(Date.now() + 30_000),
        },
      ]);

    const erased = await call("POST", `user/accounts/erase/${seeded.studentId}/`, "admin_school", {
      confirm_email: seeded.email,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const sessions = await db()
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, seeded.studentId));
    expect(sessions.map((session) => (session.revokedAt?.getTime() ?? Infinity) <= Date.now())).toEqual([true, true]);

    expect(idsOf(await call("GET", "course/homework/sort/", "admin"))).not.toContain(seeded.homeworkId);
    const groupAfter = (await call("GET", `course/group/detail_group/${seeded.groupId}/`, "admin")).json() as {
      students: { id: number }[];
    };
    expect(groupAfter.students.map((student) => student.id)).not.toContain(seeded.studentId);
    const students = await call(
      "GET",
      `course/group/list_users/${suite.school.id}/?course_id=${seeded.courseId}`,
      "admin",
    );
    expect(idsOf(students)).not.toContain(seeded.studentId);
    expect(await db().select().from(taskBoards).where(eq(taskBoards.studentId, seeded.studentId))).toEqual([]);
    expect(await suite.harness.deps.storage.get(seeded.file)).toBeNull();
  });
});

describe("the audit log", () => {
  it("outlives a hard delete of the student, readable by staff, and refuses to be changed", async () => {
    const created = await call("POST", "user/accounts/manager_create/", "admin", {
      first_name: "Gone",
      last_name: "Soon",
      email: `gone.${Math.random().toString(36).slice(2, 10)}@personal-data.kz`,
    });
    const studentId = (created.json() as { id: number }).id;
    expect((await call("GET", `user/accounts/get_user_by_id/${studentId}/`, "admin")).statusCode).toBe(200);
    expect((await call("DELETE", `user/accounts/delete/${studentId}/`, "admin")).statusCode).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, studentId))).toEqual([]);

    const log = await call("GET", `user/accounts/audit-log/${studentId}/`, "admin_school");
    expect(log.statusCode, log.body).toBe(200);
    const entries = (log.json() as { results: { action: string; call: string; data: string | null }[] }).results;
    // Each line names the data it reached by the call's permission, which a screen says in its reader's language.
    expect(entries[0]).toMatchObject({
      action: "write",
      call: "DELETE user/accounts/delete/{id}/",
      data: "user.manage",
    });
    expect(entries.map((entry) => [entry.action, entry.call, entry.data])).toContainEqual([
      "read",
      "GET user/accounts/get_user_by_id/{id}/",
      "studentRecord.read",
    ]);
    const otherSchool = await suite.harness.app.inject({
      method: "GET",
      url: `/api/v1/user/accounts/audit-log/${studentId}/`,
      headers: await suite.harness.authAs(suite.other, "admin_school"),
    });
    expect(otherSchool.statusCode).toBe(404);

    const change = sql`update ${personalDataAudit} set call = 'nothing happened' where user_id = ${studentId}`;
    expect(await refusal(change)).toContain("append-only");
    expect(await refusal(sql`delete from ${personalDataAudit} where user_id = ${studentId}`)).toContain("append-only");
    expect(await db().select().from(personalDataAudit).where(eq(personalDataAudit.userId, studentId))).toHaveLength(
      entries.length,
    );
  });

  it("goes with a deleted school, the one delete it lets through", async () => {
    const school = await suite.harness.newSchool();
    await db()
      .insert(personalDataAudit)
      .values({ schoolId: school.id, userId: school.users.student, action: "read", call: "GET x/" });
    await db().delete(schools).where(eq(schools.id, school.id));
    expect(await db().select().from(personalDataAudit).where(eq(personalDataAudit.schoolId, school.id))).toEqual([]);
  });
});

/** The database's refusal of a statement, or "done" when it ran. */
const refusal = (query: SQL) =>
  db()
    .execute(query)
    .then(
      () => "done",
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
