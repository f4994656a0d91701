import { BOARD_CLOSE, BOARD_SCENE_LIMIT_BYTES, type SignedInRole } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";
import { boardUrl, newTaskInProgram, openBoardSocket, shape } from "./boards.test-kit.js";

const suite = apiSuite();
/** A task of a program the school's teacher teaches and its student studies. */
let task: { courseId: number; exerciseId: number };
/** A task of a program nobody of the school's accounts belongs to (the student studies the other one). */
let foreignTask: { exerciseId: number };
/** A second student of the same program, and the school seen with them in the student's place. */
let classmate: TestSchool;
let student: number;

beforeAll(async () => {
  const db = suite.harness.database.db;
  student = suite.school.users.student;
  const classmateId = await addUser(db, {
    schoolId: suite.school.id,
    email: `classmate.${process.pid}@test.kz`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Classmate",
  });
  classmate = { ...suite.school, users: { ...suite.school.users, student: classmateId } };
  task = await newTaskInProgram(db, {
    schoolId: suite.school.id,
    teacher: suite.school.users.teacher,
    students: [student, classmateId],
  });
  foreignTask = await newTaskInProgram(db, { schoolId: suite.school.id, students: [classmateId] });
});

type Method = "GET" | "PUT";
const call = async (school: TestSchool, role: SignedInRole, method: Method, url: string, payload?: object) =>
  suite.harness.app.inject({ method, url, payload, headers: await suite.harness.authAs(school, role) });
const save = (school: TestSchool, role: SignedInRole, board: { exerciseId: number; studentId: number }, body: object) =>
  call(school, role, "PUT", boardUrl(board.exerciseId, board.studentId), body);

/** A fresh task for each test that needs an empty board. */
const freshBoard = async () => {
  const made = await newTaskInProgram(suite.harness.database.db, {
    schoolId: suite.school.id,
    teacher: suite.school.users.teacher,
    students: [student],
  });
  return { exerciseId: made.exerciseId, studentId: student };
};

describe("who may open a task's board", () => {
  it("the student themself, the program's teacher and staff", async () => {
    const board = await freshBoard();
    for (const role of ["student", "teacher", "admin", "admin_school"] as const) {
      const read = await call(suite.school, role, "GET", boardUrl(board.exerciseId, board.studentId));
      expect(read.statusCode, role).toBe(200);
      expect(read.json()).toMatchObject({ exercise_id: board.exerciseId, student_id: student });
    }
    const saved = await save(suite.school, "teacher", board, { base_version: 0, elements: [shape("t1", 1)] });
    expect(saved.statusCode).toBe(200);
    const read = await call(suite.school, "student", "GET", boardUrl(board.exerciseId, board.studentId));
    expect(read.json()).toEqual({
      exercise_id: board.exerciseId,
      student_id: student,
      // The screen names the task, its lesson and the student beside the drawing.
      task: {
        title: expect.any(String),
        type: expect.any(String),
        lesson: { name_ru: expect.any(String), name_kk: expect.any(String), name_en: expect.any(String) },
      },
      student: { first_name: expect.any(String), last_name: expect.any(String) },
      version: 1,
      elements: [shape("t1", 1)],
    });
  });

  it("not another student, even of the same program", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const response = await call(classmate, "student", method, boardUrl(task.exerciseId, student), {
        base_version: 0,
        elements: [],
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toMatchObject({ code: "forbidden" });
    }
  });

  it("not a teacher of another program, nor a board of a student outside the task's program", async () => {
    const teacherElsewhere = await call(suite.school, "teacher", "GET", boardUrl(foreignTask.exerciseId, student));
    expect(teacherElsewhere.statusCode).toBe(403);
    // The student exists and the task exists, but the student does not study its program: no such board.
    const notStudying = await call(suite.school, "student", "GET", boardUrl(foreignTask.exerciseId, student));
    expect(notStudying.statusCode).toBe(404);
    const staff = await call(suite.school, "admin", "GET", boardUrl(foreignTask.exerciseId, student));
    expect(staff.statusCode).toBe(404);
    const teacherAsStudent = await call(
      suite.school,
      "admin",
      "GET",
      boardUrl(task.exerciseId, suite.school.users.teacher),
    );
    expect(teacherAsStudent.statusCode).toBe(404);
  });

  it("not from another school, whoever asks", async () => {
    const otherTask = await newTaskInProgram(suite.harness.database.db, {
      schoolId: suite.other.id,
      teacher: suite.other.users.teacher,
      students: [suite.other.users.student],
    });
    for (const role of ["admin_school", "teacher", "student"] as const) {
      const theirs = await call(suite.school, role, "GET", boardUrl(otherTask.exerciseId, suite.other.users.student));
      expect(theirs.statusCode, role).toBe(404);
      const mixed = await call(suite.school, role, "GET", boardUrl(otherTask.exerciseId, student));
      expect(mixed.statusCode, role).toBe(404);
    }
    const unauthenticated = await suite.harness.app.inject({ method: "GET", url: boardUrl(task.exerciseId, student) });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe("saving a board", () => {
  it("applies a save based on the current version and raises the version by one", async () => {
    const board = await freshBoard();
    const first = await save(suite.school, "student", board, { base_version: 0, elements: [shape("a", 1)] });
    expect(first.json()).toEqual({ version: 1, merged: false });
    const second = await save(suite.school, "student", board, { base_version: 1, elements: [shape("a", 2)] });
    expect(second.json()).toEqual({ version: 2, merged: false });
    const nothingNew = await save(suite.school, "student", board, { base_version: 2, elements: [shape("a", 2)] });
    expect(nothingNew.json()).toEqual({ version: 2, merged: false });
  });

  it("merges a save based on an older version by element instead of losing either side", async () => {
    const board = await freshBoard();
    await save(suite.school, "teacher", board, { base_version: 0, elements: [shape("a", 1), shape("b", 1)] });
    await save(suite.school, "teacher", board, { base_version: 1, elements: [shape("a", 3)] });
    // The student drew `c` and moved `b` on version 0, and still holds `a` at version 2 (older than the teacher's 3).
    const stale = await save(suite.school, "student", board, {
      base_version: 0,
      elements: [shape("a", 2), shape("b", 2), shape("c", 1)],
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({
      version: 3,
      merged: true,
      elements: [shape("a", 3), shape("b", 2), shape("c", 1)],
    });
    const read = await call(suite.school, "teacher", "GET", boardUrl(board.exerciseId, board.studentId));
    expect(read.json()).toMatchObject({ version: 3, elements: [shape("a", 3), shape("b", 2), shape("c", 1)] });
  });

  it("settles a tie by the lower versionNonce, and never brings a deleted element back", async () => {
    const board = await freshBoard();
    await save(suite.school, "student", board, {
      base_version: 0,
      elements: [shape("x", 4, { versionNonce: 50 }), shape("gone", 5, { isDeleted: true })],
    });
    const tie = await save(suite.school, "teacher", board, {
      base_version: 0,
      elements: [shape("x", 4, { versionNonce: 10 }), shape("gone", 4)],
    });
    expect(tie.json()).toEqual({
      version: 2,
      merged: true,
      elements: [shape("x", 4, { versionNonce: 10 }), shape("gone", 5, { isDeleted: true })],
    });
    const higherNonce = await save(suite.school, "student", board, {
      base_version: 2,
      elements: [shape("x", 4, { versionNonce: 50 })],
    });
    expect(higherNonce.json()).toEqual({ version: 2, merged: false });
  });

  it("loses nothing when many saves based on the same version arrive at once", async () => {
    const board = await freshBoard();
    const saves = Array.from({ length: 12 }, (_, index) =>
      save(suite.school, index % 2 ? "student" : "teacher", board, {
        base_version: 0,
        elements: [shape(`e${index}`, 1)],
      }),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const versions = answers.map((answer) => answer.json().version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    const read = (await call(suite.school, "admin", "GET", boardUrl(board.exerciseId, board.studentId))).json();
    expect(read.version).toBe(12);
    expect(read.elements.map((element: { id: string }) => element.id).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `e${index}`).sort(),
    );
  });

  it("refuses a scene over the limit with 413, in one save or grown by merging, and keeps the board", async () => {
    const board = await freshBoard();
    const text = (bytes: number) => ({ type: "text", text: "ж".repeat(bytes / 2) });
    const tooBig = await save(suite.school, "student", board, {
      base_version: 0,
      elements: [shape("big", 1, text(BOARD_SCENE_LIMIT_BYTES + 100_000))],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: "payload_too_large" });
    const nearlyFull = await save(suite.school, "student", board, {
      base_version: 0,
      elements: [shape("first", 1, text(BOARD_SCENE_LIMIT_BYTES * 0.6))],
    });
    expect(nearlyFull.statusCode).toBe(200);
    const overflow = await save(suite.school, "teacher", board, {
      base_version: 0,
      elements: [shape("second", 1, text(BOARD_SCENE_LIMIT_BYTES * 0.6))],
    });
    expect(overflow.statusCode).toBe(413);
    const read = (await call(suite.school, "student", "GET", boardUrl(board.exerciseId, board.studentId))).json();
    expect(read.version).toBe(1);
    expect(read.elements.map((element: { id: string }) => element.id)).toEqual(["first"]);
  });

  it("refuses elements of a wrong shape, kinds the board does not hold and unsafe links, naming the field", async () => {
    const board = await freshBoard();
    const { id: _id, ...withoutId } = shape("a", 1);
    const cases: [object, string][] = [
      [{ base_version: 0, elements: [withoutId] }, "elements.0.id"],
      [{ base_version: 0, elements: [shape("a", 1, { type: "image", fileId: "f" })] }, "elements.0.type"],
      [{ base_version: 0, elements: [shape("a", 1, { link: "javascript:alert(1)" })] }, "elements.0.link"],
      [{ base_version: 0, elements: [shape("a", 0)] }, "elements.0.version"],
      [{ base_version: 0, elements: [shape("a", 1.5)] }, "elements.0.version"],
      [{ base_version: -1, elements: [] }, "base_version"],
      [{ base_version: 0, elements: {} }, "elements"],
    ];
    for (const [body, field] of cases) {
      const response = await save(suite.school, "student", board, body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
    const read = (await call(suite.school, "student", "GET", boardUrl(board.exerciseId, board.studentId))).json();
    expect(read).toMatchObject({ version: 0, elements: [] });
  });
});

describe("the live channel", () => {
  let origin: string;
  beforeAll(async () => {
    origin = await suite.harness.app.listen({ port: 0, host: "127.0.0.1" });
  });
  const tokenOf = async (school: TestSchool, role: SignedInRole) =>
    (await suite.harness.authAs(school, role)).authorization.slice("Bearer ".length);

  it("sends the whole scene on joining, then the elements each save changed", async () => {
    const board = await freshBoard();
    await save(suite.school, "student", board, { base_version: 0, elements: [shape("a", 1), shape("b", 1)] });
    const socket = await openBoardSocket(origin, { token: await tokenOf(suite.school, "teacher"), ...board });
    try {
      const ready = await socket.next("ready");
      expect(ready).toEqual({ type: "ready", version: 1, elements: [shape("a", 1), shape("b", 1)] });
      await save(suite.school, "student", board, { base_version: 1, elements: [shape("b", 2), shape("c", 1)] });
      const update = await socket.next("update");
      expect(update).toEqual({ type: "update", version: 2, elements: [shape("b", 2), shape("c", 1)] });
    } finally {
      await socket.close();
    }
  });

  it("closes with a reason the client acts on: bad token, refused, no such board, not a hello", async () => {
    const board = { exerciseId: task.exerciseId, studentId: student };
    const cases: [{ token: string; exerciseId: number; studentId: number }, number][] = [
      [{ token: "not-a-token", ...board }, BOARD_CLOSE.expired],
      [{ token: await tokenOf(classmate, "student"), ...board }, BOARD_CLOSE.refused],
      [{ token: await tokenOf(suite.school, "admin"), exerciseId: foreignTask.exerciseId, studentId: student }, 4404],
      [{ token: await tokenOf(suite.other, "admin"), ...board }, BOARD_CLOSE.notFound],
      [{ token: "", ...board }, BOARD_CLOSE.badHello],
    ];
    for (const [hello, code] of cases) {
      const socket = await openBoardSocket(origin, hello);
      const closed = await socket.closed();
      expect(closed.code, hello.token.slice(0, 12)).toBe(code);
      expect(socket.messages.some((message) => message.type === "ready")).toBe(false);
    }
  });
});
