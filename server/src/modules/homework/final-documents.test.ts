import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { programFiles } from "../../db/schema/index.js";
import { newCourse, newHomework } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { api } from "../course/course.test-kit.js";

const suite = apiSuite();
let courseId: number;

const ESSAY = Buffer.from("%PDF-1.4 the essay");

beforeAll(async () => {
  courseId = await newCourse(suite.harness.database.db, suite.school.id);
});

/** A homework of the school's student whose file is really stored, unless told otherwise. */
async function storedHomework(fields: { docName?: string | null; title?: string; stored?: boolean } = {}) {
  const { stored = true, ...values } = fields;
  const fileUrl = `homework/${suite.school.users.student}/${Math.random().toString(36).slice(2, 10)}.pdf`;
  if (stored) await suite.harness.deps.storage.put(fileUrl, ESSAY, "application/pdf");
  const id = await newHomework(suite.harness.database.db, {
    schoolId: suite.school.id,
    courseId,
    userId: suite.school.users.student,
    fileUrl,
    ...values,
  });
  return { id, fileUrl };
}

const add = (role: "admin_school" | "admin" | "teacher" | "student", payload: object, target = suite.school) =>
  suite.as(target, role, { method: "POST", url: api("add-to-final-doc/"), payload });
const keyOf = (url: string) => new URL(url, "http://x").pathname.replace(/^\/media\//, "");
/**
 * A final document as two reads compare it: each read signs its link afresh, and the expiry is counted from the
 * second of that read, so two reads a moment apart may differ in `expires` and `signature` yet name the same file.
 */
const unsigned = (file: { file: string }) => ({ ...file, file: new URL(file.file, "http://x").pathname });
const copiesOf = (homeworkId: number) =>
  suite.harness.database.db.select().from(programFiles).where(eq(programFiles.sourceHomeworkId, homeworkId));

describe("adding a homework file to final documents", () => {
  it("copies the stored file into the student's program files, with an 'uploaded' log entry", async () => {
    const homework = await storedHomework();
    const response = await add("admin", { homework_id: homework.id });
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toEqual({
      id: expect.any(Number),
      course_id: courseId,
      user_id: suite.school.users.student,
      user: { id: suite.school.users.student, first_name: expect.any(String), last_name: expect.any(String) },
      doc_name: "Motivation letter",
      file: expect.stringMatching(
        new RegExp(`^/media/program-files/${courseId}/[0-9a-f]{16}\\.pdf\\?expires=\\d+&signature=[\\w-]+$`),
      ),
      created_at: expect.any(String),
    });
    const copy = keyOf(file.file);
    expect(await suite.harness.deps.storage.get(copy)).toEqual(ESSAY);
    // The homework file may go away later; the final document keeps its own copy.
    await suite.harness.deps.storage.remove(homework.fileUrl);
    expect(await suite.harness.deps.storage.get(copy)).toEqual(ESSAY);

    const log = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`log-program-files/?spf_id=${file.id}`),
    });
    expect(log.json()).toEqual([
      {
        id: expect.any(Number),
        program_file_id: file.id,
        action: "uploaded",
        actor: { id: suite.school.users.admin, first_name: expect.stringMatching(/^admin /), last_name: "" },
        doc_name: "Motivation letter",
        at: expect.any(String),
      },
    ]);
    const listed = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`program-files/?user_id=${suite.school.users.student}&course_id=${courseId}`),
    });
    expect(listed.json().map(unsigned)).toContainEqual(unsigned(file));
    const relisted = listed.json().find((entry: { id: number }) => entry.id === file.id);
    const served = await suite.harness.app.inject({ method: "GET", url: relisted.file });
    expect(served.rawPayload).toEqual(ESSAY);
  });

  it("adds a homework once: a second add is a conflict and stores nothing", async () => {
    const homework = await storedHomework();
    expect((await add("admin_school", { homework_id: homework.id })).statusCode).toBe(201);
    const put = vi.spyOn(suite.harness.deps.storage, "put");
    try {
      const again = await add("admin", { homework_id: homework.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: "conflict", detail: "This homework is already in final documents" });
      expect(put).toHaveBeenCalledTimes(1);
      const [orphan] = put.mock.calls[0]!;
      expect(await suite.harness.deps.storage.get(orphan)).toBeNull();
    } finally {
      put.mockRestore();
    }
    expect(await copiesOf(homework.id)).toHaveLength(1);
  });

  it("names the document by the homework's doc name, else its title, else its id", async () => {
    const byTitle = await storedHomework({ docName: null, title: "Essay on Bologna" });
    const byId = await storedHomework({ docName: " ", title: "" });
    expect((await add("admin", { homework_id: byTitle.id })).json().doc_name).toBe("Essay on Bologna");
    expect((await add("admin", { homework_id: byId.id })).json().doc_name).toBe(`Homework ${byId.id}`);
  });

  it("refuses a homework without a file, or whose stored file is gone (422)", async () => {
    const withoutFile = await newHomework(suite.harness.database.db, {
      schoolId: suite.school.id,
      courseId,
      userId: suite.school.users.student,
      fileUrl: null,
    });
    const noFile = await add("admin", { homework_id: withoutFile });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toEqual({
      code: "unprocessable",
      detail: "The homework has no file to add to final documents",
    });
    const lost = await storedHomework({ stored: false });
    const missing = await add("admin", { homework_id: lost.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe("unprocessable");
    expect(await copiesOf(withoutFile)).toEqual([]);
    expect(await copiesOf(lost.id)).toEqual([]);
  });

  it("lets a teacher add only in the programs they teach; students are refused", async () => {
    const homework = await storedHomework();
    const notTeaching = await add("teacher", { homework_id: homework.id });
    expect(notTeaching.statusCode).toBe(403);
    expect(await copiesOf(homework.id)).toEqual([]);
    await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: suite.school.users.teacher },
    });
    const teaching = await add("teacher", { homework_id: homework.id });
    expect(teaching.statusCode).toBe(201);
    expect(teaching.json().user_id).toBe(suite.school.users.student);
    const student = await add("student", { homework_id: homework.id });
    expect(student.statusCode).toBe(403);
  });

  it("does not find another school's homework", async () => {
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreign = await newHomework(suite.harness.database.db, {
      schoolId: suite.other.id,
      courseId: foreignCourse,
      userId: suite.other.users.student,
    });
    const response = await add("admin", { homework_id: foreign });
    expect(response.statusCode).toBe(404);
    expect(response.json().fields).toEqual({ homework_id: "Not found" });
    expect(await copiesOf(foreign)).toEqual([]);
  });

  it("refuses a body without a valid homework_id (400 naming it)", async () => {
    for (const payload of [{}, { homework_id: 0 }, { homework_id: "first" }, { homework_id: 1.5 }]) {
      const response = await add("admin", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty("homework_id");
    }
    const extra = await add("admin", { homework_id: 1, user_id: 2 });
    expect(extra.statusCode).toBe(400);
  });
});
