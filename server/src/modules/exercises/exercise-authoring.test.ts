import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { AUTO_GRADED_TYPES, MAX_LISTS_PER_LESSON, type SignedInRole, TASK_TYPES } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exerciseLists, exercises, homeworks } from "../../db/schema/index.js";
import { joinProgram, newCourse, newExercise, newExerciseList, newHomework, newLesson } from "../../test/factories.js";
import { multipartParts } from "../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { MP3, PDF, PNG, SAMPLE_TASKS } from "./exercises.test-kit.js";

const suite = apiSuite();
const url = (path: string) => `/api/v1/course/ex/${path}`;
type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (role: SignedInRole, method: Method, path: string, payload?: object, school: TestSchool = suite.school) =>
  suite.as(school, role, { method, url: url(path), payload });

async function send(
  role: SignedInRole,
  method: "POST" | "PATCH",
  path: string,
  parts: Parameters<typeof multipartParts>[0],
) {
  const body = multipartParts(parts);
  return suite.harness.app.inject({
    method,
    url: url(path),
    payload: body.payload,
    headers: { ...(await suite.harness.authAs(suite.school, role)), ...body.headers },
  });
}
const data = (value: object) => ({ name: "data", value: JSON.stringify(value) });
const file = (content: Buffer, filename: string, type = "application/octet-stream") => ({
  name: "file",
  file: content,
  filename,
  type,
});

const storedTaskFiles = async () => {
  try {
    const all = await readdir(join(suite.harness.deps.env.DATA_DIR, "media", "lessons"), { recursive: true });
    return all.filter((name) => name.includes("tasks/") && name.includes("-"));
  } catch {
    return [];
  }
};

let course: number;
let lesson: number;
let foreignLesson: number;
let otherSchoolLesson: number;

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  course = await newCourse(db, schoolId);
  await joinProgram(db, { courseId: course, userId: suite.school.users.teacher, role: "teacher" });
  await joinProgram(db, { courseId: course, userId: suite.school.users.student, role: "student" });
  lesson = await newLesson(db, { schoolId, courseId: course });
  foreignLesson = await newLesson(db, { schoolId, courseId: await newCourse(db, schoolId) });
  const otherCourse = await newCourse(db, suite.other.id);
  otherSchoolLesson = await newLesson(db, { schoolId: suite.other.id, courseId: otherCourse });
});

async function newList(role: SignedInRole = "admin", extra: object = {}) {
  const response = await call(role, "POST", "create_ex_lst/", { lesson_id: lesson, title_ru: "Тест", ...extra });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; order: number };
}

async function newTask(listId: number, type: keyof typeof SAMPLE_TASKS = "test", role: SignedInRole = "admin") {
  const response = await call(role, "POST", "create/", { ex_list_id: listId, type, ...SAMPLE_TASKS[type] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; file: string | null };
}

describe("exercise lists", () => {
  it("are created by staff and the program's teachers, last in their lesson unless ordered", async () => {
    const first = await call("admin_school", "POST", "create_ex_lst/", {
      lesson_id: lesson,
      title_ru: "Грамматика",
      title_en: "Grammar",
      next: true,
      min_percent: 70,
      time_for_timer: 20,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      lesson_id: lesson,
      title_ru: "Грамматика",
      title_kk: "",
      title_en: "Grammar",
      order: expect.any(Number),
      next: true,
      min_percent: 70,
      time_for_timer: 20,
      tasks_count: 0,
      attempts_allowed: 1,
      grading_method: "highest",
      // Students review nothing until staff choose otherwise (decision 0077).
      review: "never",
      due_at: null,
    });
    const second = await newList("admin");
    await newTask(second.id, "text");
    await newTask(second.id, "date");
    const third = await newList("teacher");
    expect(second.order).toBe(first.json().order + 1);
    expect(third.order).toBe(second.order + 1);
    const listed = await call("student", "GET", `lst/${lesson}/`);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().map((list: { id: number }) => list.id);
    expect(ids.slice(-3)).toEqual([first.json().id, second.id, third.id]);
    expect(
      listed
        .json()
        .map((list: { tasks_count: number }) => list.tasks_count)
        .slice(-3),
    ).toEqual([0, 2, 0]);
    const header = await call("teacher", "GET", `get_ex_in_ex_lst/${second.id}/`);
    expect(header.json().ex_list.tasks_count).toBe(2);
  });

  it("are refused to teachers of another program and to students", async () => {
    const foreign = await call("teacher", "POST", "create_ex_lst/", { lesson_id: foreignLesson, title_ru: "X" });
    expect(foreign.statusCode).toBe(403);
    const student = await call("student", "POST", "create_ex_lst/", { lesson_id: lesson, title_ru: "X" });
    expect(student.statusCode).toBe(403);
    const outsider = await call("student", "GET", `lst/${foreignLesson}/`);
    expect(outsider.statusCode).toBe(403);
  });

  it("refuse bad fields naming them, and another school's lesson", async () => {
    const cases: [object, string][] = [
      [{ lesson_id: lesson, title_ru: "" }, "title_ru"],
      [{ lesson_id: lesson, title_ru: "A", min_percent: 101 }, "min_percent"],
      [{ lesson_id: lesson, title_ru: "A", time_for_timer: 0 }, "time_for_timer"],
      [{ lesson_id: lesson, title_ru: "A", order: 1.5 }, "order"],
      [{ lesson_id: lesson, title_ru: "A", colour: "red" }, "body"],
      [{ title_ru: "A" }, "lesson_id"],
    ];
    for (const [body, field] of cases) {
      const response = await call("admin", "POST", "create_ex_lst/", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
    const other = await call("admin", "POST", "create_ex_lst/", { lesson_id: otherSchoolLesson, title_ru: "A" });
    expect(other.statusCode).toBe(404);
    expect(other.json().fields).toEqual({ lesson_id: "Not found" });
  });

  it("change, and are deleted with their tasks and files while handed-in homework stays", async () => {
    const list = await newList();
    const changed = await call("teacher", "PATCH", `update_ex_lst/${list.id}/`, { min_percent: 80, next: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ min_percent: 80, next: true, title_ru: "Тест" });
    expect((await call("admin", "PATCH", `update_ex_lst/${list.id}/`, {})).statusCode).toBe(400);
    const task = await send("admin", "POST", "ex_file_upload/", [
      data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }),
      file(PNG, "map.png", "image/png"),
    ]);
    expect(task.statusCode, task.body).toBe(201);
    const homework = await newHomework(suite.harness.database.db, {
      schoolId: suite.school.id,
      courseId: course,
      userId: suite.school.users.student,
      exListId: list.id,
      taskId: task.json().id,
    });
    const before = (await storedTaskFiles()).length;
    expect((await call("student", "DELETE", `delete_ex_lst/${list.id}/`)).statusCode).toBe(403);
    const deleted = await call("admin", "DELETE", `delete_ex_lst/${list.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await storedTaskFiles()).toHaveLength(before - 1);
    const db = suite.harness.database.db;
    expect(await db.select().from(exercises).where(eq(exercises.exListId, list.id))).toEqual([]);
    const [kept] = await db.select().from(homeworks).where(eq(homeworks.id, homework));
    expect(kept).toMatchObject({ exListId: null, taskId: null });
  });

  it("stop at the quantity limit", async () => {
    const crowded = await newLesson(suite.harness.database.db, { schoolId: suite.school.id, courseId: course });
    await suite.harness.database.db.insert(exerciseLists).values(
      Array.from({ length: MAX_LISTS_PER_LESSON }, (_, index) => ({
        schoolId: suite.school.id,
        lessonId: crowded,
        titleRu: `L${index}`,
      })),
    );
    const response = await call("admin", "POST", "create_ex_lst/", { lesson_id: crowded, title_ru: "One more" });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe("Reached quantity limit!");
  });

  it("of another school are not found", async () => {
    const otherList = await newExerciseList(suite.harness.database.db, {
      schoolId: suite.other.id,
      lessonId: otherSchoolLesson,
    });
    for (const [method, path] of [
      ["GET", `lst/${otherSchoolLesson}/`],
      ["GET", `get_ex_in_ex_lst/${otherList}/`],
      ["PATCH", `update_ex_lst/${otherList}/`],
      ["DELETE", `delete_ex_lst/${otherList}/`],
    ] as const) {
      const response = await call("admin", method, path, method === "PATCH" ? { title_ru: "X" } : undefined);
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe("tasks", () => {
  it("of every type are created as the registry shapes them; the key reaches staff and teachers, never students", async () => {
    const list = await newList();
    for (const type of TASK_TYPES) {
      if (type === "test_image" || type === "media") continue;
      const created = await newTask(list.id, type, type === "essay" ? "teacher" : "admin");
      expect(created).toMatchObject({ type, answer: expect.anything(), points: 1 });
    }
    const forStaff = await call("teacher", "GET", `get_ex_in_ex_lst/${list.id}/`);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.json().results).toHaveLength(TASK_TYPES.length - 2);
    const test = forStaff.json().results.find((task: { type: string }) => task.type === "test");
    expect(test.answer).toEqual({ correct: ["k7"] });
    for (const path of [`get_ex_in_ex_lst/${list.id}/`, `lst/${lesson}/`]) {
      const forStudent = await call("student", "GET", path);
      expect(forStudent.statusCode).toBe(200);
      expect(forStudent.body).not.toContain('"answer"');
      expect(forStudent.body).not.toContain("rubric");
      expect(forStudent.body).not.toContain("children");
    }
    const page = await suite.as(suite.school, "student", {
      method: "GET",
      url: `/api/v1/course/course/get_task_with_ex_list_id/${list.id}/`,
    });
    expect(page.body).not.toContain('"answer"');
    expect(page.body).not.toContain("corrections");
  });

  it("give students a word pair's right column in an order of its own, and authors theirs", async () => {
    const list = await newList();
    const right = Array.from({ length: 8 }, (_, index) => ({ id: `r${index}`, text: `w${index}` }));
    const content = { left: right.map((_word, index) => ({ id: `l${index}`, text: `v${index}` })), right };
    const pairs = Object.fromEntries(right.map((word, index) => [`l${index}`, word.id]));
    const created = await call("admin", "POST", "create/", {
      ex_list_id: list.id,
      type: "compare_words",
      title: "Pairs",
      content,
      answer: { pairs },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().content.right).toEqual(right);
    const shown = (await call("student", "GET", `get_ex_in_ex_lst/${list.id}/`)).json().results[0];
    expect(shown.content.right).not.toEqual(right);
    expect([...shown.content.right].sort((a, b) => a.id.localeCompare(b.id))).toEqual(right);
  });

  it("refuse content and keys their type does not allow, naming the field", async () => {
    const list = await newList();
    const cases: [object, string][] = [
      [{ type: "test", content: { question: "Q", options: [] }, answer: { correct: ["a"] } }, "content.options"],
      [
        { type: "test", content: { question: "Q", options: [{ id: "a", text: "A" }] }, answer: { correct: [] } },
        "answer.correct",
      ],
      [
        { type: "test", content: { question: "Q", options: [{ id: "a", text: "A" }] }, answer: { correct: ["b"] } },
        "answer.correct.0",
      ],
      [
        {
          type: "compare_words",
          content: { left: [{ id: "l", text: "cat" }], right: [{ id: "r", text: " " }] },
          answer: { pairs: { l: "r" } },
        },
        "content.right.0.text",
      ],
      [{ type: "table_options", content: { columns: [], rows: [] }, answer: { rows: {} } }, "content.columns"],
      [{ type: "text", content: { question: "Q" } }, "answer.accepted"],
      [{ type: "text", answer: { accepted: ["x"] } }, "content"],
      [{ type: "drawing", content: {}, answer: {} }, "type"],
      [{ type: "test_image", ...SAMPLE_TASKS.test_image }, "file"],
      [{ type: "test", ...SAMPLE_TASKS.test, title: "" }, "title"],
      [{ type: "test", ...SAMPLE_TASKS.test, points: 0 }, "points"],
    ];
    for (const [body, field] of cases) {
      const response = await call("admin", "POST", "create/", { ex_list_id: list.id, title: "T", ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const other = await newExerciseList(suite.harness.database.db, {
      schoolId: suite.other.id,
      lessonId: otherSchoolLesson,
    });
    const foreign = await call("admin", "POST", "create/", { ex_list_id: other, type: "test", ...SAMPLE_TASKS.test });
    expect(foreign.statusCode).toBe(404);
  });

  it("change with content and key checked together, keep a table's header, and refuse students", async () => {
    const list = await newList();
    const table = await newTask(list.id, "table_options");
    const test = await newTask(list.id, "test");
    const renamed = await call("teacher", "PATCH", `update/${test.id}/`, { title: "Столица", points: 3, order: 9 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: "Столица", points: 3, order: 9, answer: { correct: ["k7"] } });
    const rekeyed = await call("admin", "PATCH", `update/${test.id}/`, { answer: { correct: ["m2"] } });
    expect(rekeyed.json().answer).toEqual({ correct: ["m2"] });
    const badKey = await call("admin", "PATCH", `update/${test.id}/`, { answer: { correct: ["zz"] } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().fields).toHaveProperty(["answer.correct.0"]);
    const dropsMarked = await call("admin", "PATCH", `update/${test.id}/`, {
      content: { question: "Q", options: [{ id: "k7", text: "Astana" }] },
    });
    expect(dropsMarked.statusCode).toBe(400);
    expect(dropsMarked.json().fields).toHaveProperty(["answer.correct.0"]);

    const { content } = SAMPLE_TASKS.table_options as { content: { columns: object[]; rows: object[] } };
    const instruction = await call("admin", "PATCH", `update/${table.id}/`, {
      content: { ...content, instruction: "Choose" },
    });
    expect(instruction.statusCode).toBe(200);
    const moreRows = await call("admin", "PATCH", `update/${table.id}/`, {
      content: { ...content, rows: [...content.rows, { id: "r2", title: "Almaty is the capital" }] },
      answer: { rows: { r1: "t", r2: "f" } },
    });
    expect(moreRows.statusCode).toBe(409);
    expect(moreRows.json()).toMatchObject({ code: "conflict", fields: { "content.rows": expect.any(String) } });
    for (const body of [{ type: "text" }, { ex_list_id: list.id }, {}]) {
      expect((await call("admin", "PATCH", `update/${test.id}/`, body)).statusCode).toBe(400);
    }
    expect((await call("student", "PATCH", `update/${test.id}/`, { title: "X" })).statusCode).toBe(403);
    const outsiderTeacher = await newExercise(suite.harness.database.db, {
      schoolId: suite.school.id,
      exListId: await newExerciseList(suite.harness.database.db, {
        schoolId: suite.school.id,
        lessonId: foreignLesson,
      }),
    });
    expect((await call("teacher", "PATCH", `update/${outsiderTeacher}/`, { title: "X" })).statusCode).toBe(403);
    expect((await call("teacher", "DELETE", `delete/${outsiderTeacher}/`)).statusCode).toBe(403);
  });

  it("are deleted with their file; students' answers stay", async () => {
    const list = await newList();
    const created = await send("admin", "POST", "ex_file_upload/", [
      data({ ex_list_id: list.id, type: "media", ...SAMPLE_TASKS.media }),
      file(MP3, "listen.mp3", "audio/mpeg"),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const homework = await newHomework(suite.harness.database.db, {
      schoolId: suite.school.id,
      courseId: course,
      userId: suite.school.users.student,
      taskId: created.json().id,
    });
    const before = (await storedTaskFiles()).length;
    expect((await call("student", "DELETE", `delete/${created.json().id}/`)).statusCode).toBe(403);
    expect((await call("admin", "DELETE", `delete/${created.json().id}/`)).statusCode).toBe(204);
    expect(await storedTaskFiles()).toHaveLength(before - 1);
    const [kept] = await suite.harness.database.db.select().from(homeworks).where(eq(homeworks.id, homework));
    expect(kept).toMatchObject({ taskId: null });
    expect((await call("admin", "DELETE", `delete/${created.json().id}/`)).statusCode).toBe(404);
  });

  it("of another school are not found", async () => {
    const otherList = await newExerciseList(suite.harness.database.db, {
      schoolId: suite.other.id,
      lessonId: otherSchoolLesson,
    });
    const otherTask = await newExercise(suite.harness.database.db, { schoolId: suite.other.id, exListId: otherList });
    expect((await call("admin", "PATCH", `update/${otherTask}/`, { title: "X" })).statusCode).toBe(404);
    expect((await call("admin", "DELETE", `delete/${otherTask}/`)).statusCode).toBe(404);
    const upload = await send("admin", "PATCH", `update_file/${otherTask}/`, [file(PNG, "a.png")]);
    expect(upload.statusCode).toBe(404);
  });

  it("cover every automatically graded type in the sample kit", () => {
    expect(AUTO_GRADED_TYPES.every((type) => SAMPLE_TASKS[type] !== undefined)).toBe(true);
  });
});

describe("task files", () => {
  it("are taken by content, served with a signed link, and replaced or removed", async () => {
    const list = await newList();
    const created = await send("teacher", "POST", "ex_file_upload/", [
      file(PNG, "photo.jpg", "image/jpeg"),
      data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const link: string = created.json().file;
    expect(link).toMatch(/^\/media\/lessons\/\d+\/tasks\/\d+-[0-9a-f]+\.png\?expires=\d+&signature=/);
    const served = await suite.harness.app.inject({ method: "GET", url: link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const unsigned = await suite.harness.app.inject({ method: "GET", url: link.split("?")[0]! });
    expect(unsigned.statusCode).not.toBe(200);
    const forStudent = (await call("student", "GET", `get_ex_in_ex_lst/${list.id}/`)).json().results[0];
    expect(forStudent.file).toMatch(/signature=/);

    const before = await storedTaskFiles();
    const replaced = await send("admin", "PATCH", `update_file/${created.json().id}/`, [file(PNG, "b.png")]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().file).not.toBe(link);
    const after = await storedTaskFiles();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);

    const both = await send("admin", "PATCH", `update_ex_file/${created.json().id}/`, [
      data({ title: "Карта", content: { ...SAMPLE_TASKS.test_image.content, image_alt: "Карта Казахстана" } }),
      file(PNG, "c.png"),
    ]);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ title: "Карта", content: { image_alt: "Карта Казахстана" } });
    const required = await call("admin", "PATCH", `update/${created.json().id}/`, { file: null });
    expect(required.statusCode).toBe(400);
    expect(required.json().fields).toEqual({ file: "Required" });

    const worksheet = await send("admin", "POST", "ex_file_upload/", [
      data({ ex_list_id: list.id, type: "file_check", ...SAMPLE_TASKS.file_check }),
      file(PDF, "worksheet.pdf"),
    ]);
    expect(worksheet.statusCode, worksheet.body).toBe(201);
    const count = (await storedTaskFiles()).length;
    const removed = await call("admin", "PATCH", `update/${worksheet.json().id}/`, { file: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().file).toBeNull();
    expect(await storedTaskFiles()).toHaveLength(count - 1);
  });

  it("are refused over their kind's limit (413), of a kind the type does not take (415), or unsent; nothing stored", async () => {
    const list = await newList();
    const before = await storedTaskFiles();
    const bigPng = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 1, 0)]);
    const cases: [Parameters<typeof multipartParts>[0], number, string | null][] = [
      [
        [data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }), file(bigPng, "big.png")],
        413,
        null,
      ],
      [[data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }), file(MP3, "a.mp3")], 415, null],
      [
        [
          data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }),
          file(Buffer.from("just text"), "a.png"),
        ],
        415,
        null,
      ],
      [[data({ ex_list_id: list.id, type: "text", ...SAMPLE_TASKS.text }), file(PNG, "a.png")], 400, "file"],
      [[data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image })], 400, "file"],
      [[{ name: "data", value: "{not json" }, file(PNG, "a.png")], 400, "data"],
      [[file(PNG, "a.png")], 400, "data"],
      [
        [data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image, title: "" }), file(PNG, "a.png")],
        400,
        "title",
      ],
      [
        [
          data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }),
          { ...file(PNG, "a.png"), name: "poster" },
        ],
        400,
        "poster",
      ],
    ];
    for (const [parts, status, field] of cases) {
      const response = await send("admin", "POST", "ex_file_upload/", parts);
      expect(response.statusCode, response.body).toBe(status);
      if (field) expect(response.json().fields).toHaveProperty([field]);
    }
    const json = await call("admin", "POST", "ex_file_upload/", { ex_list_id: list.id });
    expect(json.statusCode).toBe(415);
    expect(await storedTaskFiles()).toEqual(before);
    expect((await call("admin", "GET", `get_ex_in_ex_lst/${list.id}/`)).json().results).toEqual([]);
  });

  it("of a student are refused before anything is read", async () => {
    const list = await newList();
    const response = await send("student", "POST", "ex_file_upload/", [
      data({ ex_list_id: list.id, type: "test_image", ...SAMPLE_TASKS.test_image }),
      file(PNG, "a.png"),
    ]);
    expect(response.statusCode).toBe(403);
  });
});
