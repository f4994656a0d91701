import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatusHistory, studentRecords } from "../../db/schema/index.js";
import { newApplicationStatus, newCourse } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

/** The pipeline board (decision 0032): columns by status, filters, keyset "show more", and moves by staff only. */
const suite = apiSuite();
const board = (query = "") => `/api/v1/course/status-program/board/${query}`;
const move = "/api/v1/course/course/status/";

let italy: number;
let germany: number;
const students: number[] = [];

type Column = { status: string; count: number; cards: { id: number; user_id: number }[]; next_cursor: string | null };
const columnOf = (body: { columns: Column[] }, status: string) =>
  body.columns.find((column) => column.status === status)!;

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  italy = await newCourse(db, schoolId, { country: "Italy", titleEn: "Milan" });
  germany = await newCourse(db, schoolId, { country: "Germany", titleEn: "Berlin" });
  for (let index = 0; index < 5; index += 1) {
    const userId = await addUser(db, {
      schoolId,
      email: `board.${index}.${process.pid}@test.kz`,
      password: "secret-password-1",
      role: "student",
      firstName: `Board ${index}`,
    });
    students.push(userId);
    await db.insert(studentRecords).values({
      userId,
      schoolId,
      academicYear: index < 3 ? "2026-2027" : "2027-2028",
      responsible: index % 2 === 0 ? suite.school.users.admin : null,
    });
    await newApplicationStatus(db, { schoolId, userId, courseId: italy, status: "selected" });
  }
  await newApplicationStatus(db, { schoolId, userId: students[0]!, courseId: germany, status: "submitted" });
  const otherStudent = suite.other.users.student;
  const otherCourse = await newCourse(db, suite.other.id, { country: "Italy" });
  await newApplicationStatus(db, { schoolId: suite.other.id, userId: otherStudent, courseId: otherCourse });
});

describe("the pipeline board", () => {
  it("shows every status as a column with its count and cards, the school's only", async () => {
    const answer = await suite.as(suite.school, "admin", { method: "GET", url: board("?translate_lang=en") });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.columns.map((column: Column) => column.status)).toEqual([
      "selected",
      "submitted",
      "invitation",
      "refusal",
      "final_choice",
    ]);
    expect(columnOf(body, "selected").count).toBe(5);
    expect(columnOf(body, "submitted").cards[0]).toMatchObject({
      user_id: students[0],
      course_id: germany,
      course_title: "Berlin",
      country: "Germany",
      academic_year: "2026-2027",
      responsible: suite.school.users.admin,
      next: ["invitation", "refusal"],
    });
    expect(columnOf(body, "invitation")).toMatchObject({ count: 0, cards: [], next_cursor: null });
  });

  it("filters by the program's country, the intake and the responsible manager", async () => {
    const get = async (query: string) =>
      (await suite.as(suite.school, "admin_school", { method: "GET", url: board(query) })).json();
    expect(columnOf(await get("?country=Germany"), "selected").count).toBe(0);
    expect(columnOf(await get("?country=Germany"), "submitted").count).toBe(1);
    expect(columnOf(await get("?academic_year=2027-2028"), "selected").count).toBe(2);
    const mine = await get(`?responsible=${suite.school.users.admin}&academic_year=2026-2027`);
    expect(
      columnOf(mine, "selected")
        .cards.map((card: { user_id: number }) => card.user_id)
        .sort(),
    ).toEqual([students[0], students[2]].sort());
  });

  it("loads a column in bounded pages by keyset: every card once, in order", async () => {
    const first = columnOf(
      (await suite.as(suite.school, "admin", { method: "GET", url: board("?limit=2") })).json(),
      "selected",
    );
    expect(first.cards).toHaveLength(2);
    const seen = first.cards.map((card) => card.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const page = await suite.as(suite.school, "admin", {
        method: "GET",
        url: board(`?limit=2&status=selected&after=${cursor}`),
      });
      const body = page.json();
      expect(body.columns).toHaveLength(1);
      seen.push(...body.columns[0].cards.map((card: { id: number }) => card.id));
      cursor = body.columns[0].next_cursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it("refuses bad filters with the field named, and teachers and students (403)", async () => {
    const bad = await suite.as(suite.school, "admin", { method: "GET", url: board("?academic_year=2026") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("academic_year");
    const orphanCursor = await suite.as(suite.school, "admin", { method: "GET", url: board("?after=1.1") });
    expect(orphanCursor.statusCode).toBe(400);
    for (const role of ["teacher", "student"] as const) {
      expect((await suite.as(suite.school, role, { method: "GET", url: board() })).statusCode).toBe(403);
    }
  });
});

describe("moving a card", () => {
  it("is refused to a teacher and a student (403), and another school's student is not found (404)", async () => {
    const payload = { user_id: students[1], course_id: italy, status: "submitted" };
    for (const role of ["teacher", "student"] as const) {
      const answer = await suite.as(suite.school, role, { method: "POST", url: move, payload });
      expect(answer.statusCode).toBe(403);
    }
    const foreign = await suite.as(suite.school, "admin", {
      method: "POST",
      url: move,
      payload: { user_id: suite.other.users.student, course_id: italy, status: "selected" },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fields).toHaveProperty("user_id");
  });

  it("moves under the transition table; two managers at once leave one move and a consistent history", async () => {
    const payload = (status: string) => ({ user_id: students[3], course_id: italy, status });
    const [a, b] = await Promise.all([
      suite.as(suite.school, "admin", { method: "POST", url: move, payload: payload("submitted") }),
      suite.as(suite.school, "admin_school", { method: "POST", url: move, payload: payload("submitted") }),
    ]);
    // The row lock serialises them: the second sees "submitted" and submitted → submitted is not in the table.
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const both = await Promise.all(
      (["invitation", "refusal"] as const).map((status) =>
        suite.as(suite.school, "admin", { method: "POST", url: move, payload: payload(status) }),
      ),
    );
    // Invitation then refusal is a move of the table, refusal then invitation is not: whichever came first wins.
    const codes = both.map((answer) => answer.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    const db = suite.harness.database.db;
    const history = await db
      .select({ from: applicationStatusHistory.fromStatus, to: applicationStatusHistory.toStatus })
      .from(applicationStatusHistory)
      .where(and(eq(applicationStatusHistory.userId, students[3]!), eq(applicationStatusHistory.courseId, italy)))
      .orderBy(asc(applicationStatusHistory.id));
    // Each entry starts where the one before ended: no move was written over another.
    for (let index = 1; index < history.length; index += 1) {
      expect(history[index]!.from).toBe(history[index - 1]!.to);
    }
    expect(history[0]).toEqual({ from: "selected", to: "submitted" });
    const card = columnOf(
      (await suite.as(suite.school, "admin", { method: "GET", url: board() })).json(),
      history.at(-1)!.to!,
    ).cards.find((shown) => shown.user_id === students[3]);
    expect(card).toBeDefined();
  });

  it("two first statuses at once: one is set, the other refused, never a 500", async () => {
    const payload = { user_id: students[4], course_id: germany, status: "selected" };
    const answers = await Promise.all([
      suite.as(suite.school, "admin", { method: "POST", url: move, payload }),
      suite.as(suite.school, "admin_school", { method: "POST", url: move, payload }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
