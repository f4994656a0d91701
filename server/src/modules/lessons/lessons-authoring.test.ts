import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { SignedInRole } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OutgoingMail } from "../../core/mail/mailer.js";
import { exerciseLists, exercises, lessons, users } from "../../db/schema/index.js";
import {
  completeLesson,
  joinProgram,
  newCourse,
  newDictionaryEntry,
  newExercise,
  newExerciseList,
  newLesson,
} from "../../test/factories.js";
import { multipartFile } from "../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";

const sent: OutgoingMail[] = [];
/** A 1 MB limit, so the 413 is reached with a small body (production: VIDEO_LIMIT_MB). */
const suite = apiSuite({
  env: { VIDEO_UPLOAD_LIMIT_MB: "1" },
  mailTransport: {
    async send(mail) {
      sent.push(mail);
    },
  },
});
const url = (path: string) => `/api/v1/course/lesson/${path}`;
const call = (
  role: SignedInRole,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  payload?: object,
  school: TestSchool = suite.school,
) => suite.as(school, role, { method, url: url(path), payload });

/** The smallest file a video check takes for MP4: an `ftyp` box (ISO base media), then some bytes. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.alloc(2000, 7),
]);
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

let courseA: number;
let courseB: number;
let foreignCourse: number;
let tagA: number;
let student: number;

async function eventually(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function uploadAs(role: SignedInRole, lessonId: number, file: Buffer, name?: string, type?: string) {
  const body = multipartFile(file, name ?? "lecture.mp4", type ?? "video/mp4", "video");
  return suite.harness.app.inject({
    method: "PATCH",
    url: url(`upload_video/${lessonId}/`),
    payload: body.payload,
    headers: { ...(await suite.harness.authAs(suite.school, role)), ...body.headers },
  });
}

const storedVideos = async () => {
  try {
    return await readdir(join(suite.harness.deps.env.DATA_DIR, "media", "lessons"), { recursive: true });
  } catch {
    return [];
  }
};

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  tagA = await newDictionaryEntry(db, schoolId, "tag");
  courseA = await newCourse(db, schoolId, { titleRu: "Итальянский", titleEn: "Italian", tagId: tagA });
  courseB = await newCourse(db, schoolId, { titleRu: "Немецкий", titleEn: "German" });
  foreignCourse = await newCourse(db, suite.other.id);
  student = suite.school.users.student;
  await joinProgram(db, { courseId: courseA, userId: student, role: "student" });
  await joinProgram(db, { courseId: courseA, userId: suite.school.users.teacher, role: "teacher" });
});

describe("create/", () => {
  it("adds a lesson last in its program, for the school's staff", async () => {
    const first = await call("admin_school", "POST", "create/", { course_id: courseA, name: "Alphabet" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      course_id: courseA,
      name: "Alphabet",
      order: 0,
      duration: 0,
      item_type: "video",
      lesson_type: null,
      timer: false,
      video: null,
      course: { id: courseA, title_ru: "Итальянский" },
      ex_lists: [],
    });
    const second = await call("admin", "POST", "create/", {
      course_id: courseA,
      name: "Live grammar",
      duration: 45,
      item_type: "livestream",
      lesson_type: "group",
      timer: true,
      description: "Bring a notebook",
      live_start: "2026-12-01T15:00:00+05:00",
      live_link: "https://meet.example.com/room-1",
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      order: 1,
      item_type: "livestream",
      lesson_type: "group",
      live_start: "2026-12-01T10:00:00.000Z",
      live_link: "https://meet.example.com/room-1",
      timer: true,
    });
  });

  it("is refused to teachers and students, and for another school's program", async () => {
    for (const role of ["teacher", "student"] as const) {
      expect((await call(role, "POST", "create/", { course_id: courseA, name: "X" })).statusCode).toBe(403);
    }
    const foreign = await call("admin", "POST", "create/", { course_id: foreignCourse, name: "X" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fields).toEqual({ course_id: "Not found" });
  });

  it("refuses bad input naming the field", async () => {
    const cases: [object, string][] = [
      [{ name: "X", order: 1.5 }, "order"],
      [{ name: "X", order: "2" }, "order"],
      [{ name: "X", order: -1 }, "order"],
      [{ name: "" }, "name"],
      [{ name: "X", duration: 100_000 }, "duration"],
      [{ name: "X", item_type: "podcast" }, "item_type"],
      [{ name: "X", lesson_type: "optional" }, "lesson_type"],
      [{ name: "X", youtube_link: "https://vimeo.com/123" }, "youtube_link"],
      [{ name: "X", youtube_link: "javascript:alert(1)" }, "youtube_link"],
      [{ name: "X", item_type: "livestream", live_link: "https://meet.example.com/a" }, "live_start"],
      [
        {
          name: "X",
          item_type: "livestream",
          live_start: "2026-12-01T10:00:00Z",
          live_link: "http://meet.example.com",
        },
        "live_link",
      ],
      [{ name: "X", live_start: "tomorrow" }, "live_start"],
      [{ name: "X", surprise: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const response = await call("admin", "POST", "create/", { course_id: courseA, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it("takes the YouTube link forms people paste", async () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?t=10",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      const response = await call("admin", "POST", "create/", { course_id: courseB, name: "YT", youtube_link: link });
      expect(response.statusCode, link).toBe(201);
      expect(response.json().youtube_link).toBe(link);
    }
  });
});

describe("reading lessons", () => {
  let lessonId: number;
  beforeAll(async () => {
    const db = suite.harness.database.db;
    lessonId = await newLesson(db, { schoolId: suite.school.id, courseId: courseA, name: "Verbs", order: 10 });
    await newExerciseList(db, { schoolId: suite.school.id, lessonId, titleRu: "Глаголы", titleEn: "Verbs" });
    await completeLesson(db, { schoolId: suite.school.id, lessonId, userId: student });
  });

  it("get_detail_lesson/ shows the lesson and its lists to the program's people only", async () => {
    for (const role of ["admin_school", "admin", "teacher", "student"] as const) {
      const response = await call(role, "GET", `get_detail_lesson/${lessonId}/`);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().ex_lists).toMatchObject([{ title_ru: "Глаголы", title_en: "Verbs" }]);
    }
    const otherLesson = await newLesson(suite.harness.database.db, { schoolId: suite.school.id, courseId: courseB });
    for (const role of ["teacher", "student"] as const) {
      expect((await call(role, "GET", `get_detail_lesson/${otherLesson}/`)).statusCode, role).toBe(403);
    }
    const foreign = await call("admin", "GET", `get_detail_lesson/${lessonId}/`, undefined, suite.other);
    expect(foreign.statusCode).toBe(404);
    expect((await call("admin", "GET", "get_detail_lesson/abc/")).statusCode).toBe(404);
  });

  it("{courseId}/list_lesson/ pages one program's lessons in order", async () => {
    const response = await call("student", "GET", `${courseA}/list_lesson/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(body.results.length);
    const orders = body.results.map((row: { order: number }) => row.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await call("student", "GET", `${courseB}/list_lesson/`)).statusCode).toBe(403);
    expect((await call("admin", "GET", `${courseA}/list_lesson/?page=0`)).statusCode).toBe(400);
    expect((await call("admin", "GET", `${foreignCourse}/list_lesson/`)).statusCode).toBe(404);
  });

  it("get_lesson_in_course_p/ answers the course view with the caller's completions", async () => {
    const response = await call("student", "GET", `get_lesson_in_course_p/${courseA}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.course.id).toBe(courseA);
    const verbs = body.lessons.find((row: { id: number }) => row.id === lessonId);
    expect(verbs).toMatchObject({ completed: true, ex_lists: [{ title_ru: "Глаголы" }] });
    expect(body.completed_count).toBe(1);
    expect(body.lessons_count).toBe(body.lessons.length);
    const asAdmin = await call("admin", "GET", `get_lesson_in_course_p/${courseA}/`);
    expect(asAdmin.json().completed_count).toBe(0);
    expect((await call("student", "GET", `get_lesson_in_course_p/${courseB}/`)).statusCode).toBe(403);
  });

  it("all/ lists the lessons of the programs the caller may see, with the catalogue's filters", async () => {
    const all = await call("admin", "GET", "all/");
    expect(all.statusCode).toBe(200);
    const courseIds = new Set(all.json().results.map((row: { course: { id: number } }) => row.course.id));
    expect(courseIds).toEqual(new Set([courseA, courseB]));
    const taught = await call("teacher", "GET", "all/");
    expect(taught.json().results.every((row: { course_id: number }) => row.course_id === courseA)).toBe(true);
    expect(taught.json().count).toBeGreaterThan(0);
    const byName = await call("admin", "GET", "all/?q=verb");
    expect(byName.json().results.map((row: { name: string }) => row.name)).toEqual(["Verbs"]);
    const byTitle = await call("admin", "GET", "all/?q=German");
    expect(byTitle.json().results.every((row: { course_id: number }) => row.course_id === courseB)).toBe(true);
    expect(byTitle.json().count).toBeGreaterThan(0);
    const byTag = await call("admin", "GET", `all/?tag=${tagA}`);
    expect(byTag.json().results.every((row: { course_id: number }) => row.course_id === courseA)).toBe(true);
    const noMatch = await call("admin", "GET", "all/?q=%25%25");
    expect(noMatch.json().count).toBe(0);
    const foreign = await call("admin", "GET", "all/", undefined, suite.other);
    expect(foreign.json().count).toBe(0);
    for (const query of ["tag=abc", "page=1001", "lang=RUS"]) {
      expect((await call("admin", "GET", `all/?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("update/", () => {
  it("changes the fields sent and keeps a livestream whole", async () => {
    const created = await call("admin", "POST", "create/", { course_id: courseB, name: "Draft" });
    const id = created.json().id;
    const changed = await call("admin_school", "PATCH", `update/${id}/`, { name: "Final", order: 7, timer: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Final", order: 7, timer: true, duration: 0 });
    const halfLive = await call("admin", "PATCH", `update/${id}/`, { item_type: "livestream" });
    expect(halfLive.statusCode).toBe(400);
    expect(Object.keys(halfLive.json().fields)).toEqual(["live_start", "live_link"]);
    const live = await call("admin", "PATCH", `update/${id}/`, {
      item_type: "livestream",
      live_start: "2026-12-02T09:00:00Z",
      live_link: "https://meet.example.com/b",
    });
    expect(live.statusCode).toBe(200);
    expect((await call("admin", "PATCH", `update/${id}/`, { live_link: null })).statusCode).toBe(400);
    expect((await call("admin", "PATCH", `update/${id}/`, { course_id: courseA })).statusCode).toBe(400);
    expect((await call("teacher", "PATCH", `update/${id}/`, { name: "T" })).statusCode).toBe(403);
    expect((await call("admin", "PATCH", `update/${id}/`, { name: "T" }, suite.other)).statusCode).toBe(404);
  });
});

describe("upload_video/ and serving the video", () => {
  let lessonId: number;
  beforeAll(async () => {
    lessonId = await newLesson(suite.harness.database.db, { schoolId: suite.school.id, courseId: courseA });
  });

  it("stores an MP4 and serves it with byte ranges for seeking", async () => {
    const response = await uploadAs("admin", lessonId, mp4);
    expect(response.statusCode).toBe(200);
    const video: string = response.json().video;
    expect(video).toMatch(/^\/media\/lessons\/\d+\/\d+-[0-9a-f]+\.mp4\?expires=\d+&signature=/);

    const whole = await suite.harness.app.inject({ method: "GET", url: video });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(Number(whole.headers["content-length"])).toBe(mp4.length);
    expect(Buffer.compare(whole.rawPayload, mp4)).toBe(0);

    const part = await suite.harness.app.inject({ method: "GET", url: video, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${mp4.length}`);
    expect(Number(part.headers["content-length"])).toBe(100);
    expect(Buffer.compare(part.rawPayload, mp4.subarray(100, 200))).toBe(0);

    const open = await suite.harness.app.inject({ method: "GET", url: video, headers: { range: "bytes=2000-" } });
    expect(open.statusCode).toBe(206);
    expect(open.headers["content-range"]).toBe(`bytes 2000-${mp4.length - 1}/${mp4.length}`);
    expect(Buffer.compare(open.rawPayload, mp4.subarray(2000))).toBe(0);

    const suffix = await suite.harness.app.inject({ method: "GET", url: video, headers: { range: "bytes=-10" } });
    expect(suffix.statusCode).toBe(206);
    expect(Buffer.compare(suffix.rawPayload, mp4.subarray(mp4.length - 10))).toBe(0);

    const beyond = await suite.harness.app.inject({ method: "GET", url: video, headers: { range: "bytes=99999-" } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${mp4.length}`);

    const unsigned = await suite.harness.app.inject({ method: "GET", url: video.split("?")[0]! });
    expect(unsigned.statusCode).toBe(404);
  });

  it("replaces the previous video and removes its file", async () => {
    const before = await storedVideos();
    const first = (await uploadAs("admin", lessonId, mp4)).json().video as string;
    const second = await uploadAs("admin_school", lessonId, mp4);
    expect(second.statusCode).toBe(200);
    expect(second.json().video).not.toBe(first);
    expect((await suite.harness.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect((await storedVideos()).length).toBe(before.length);
  });

  it("refuses another type (415) and a video over the limit (413), storing nothing", async () => {
    const before = await storedVideos();
    const image = await uploadAs("admin", lessonId, png, "lecture.mp4", "video/mp4");
    expect(image.statusCode).toBe(415);
    const text = await uploadAs("admin", lessonId, Buffer.from("not a video at all"), "lecture.mp4");
    expect(text.statusCode).toBe(415);
    const huge = Buffer.concat([mp4, Buffer.alloc(1024 * 1024, 1)]);
    const tooLarge = await uploadAs("admin", lessonId, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe("Please select a file that is less than 1 MB in size!");
    expect(await storedVideos()).toEqual(before);
  });

  it("needs a file in the field video (or file), and the school's staff", async () => {
    const wrongField = multipartFile(mp4, "a.mp4", "video/mp4", "poster");
    const response = await suite.harness.app.inject({
      method: "PATCH",
      url: url(`upload_video/${lessonId}/`),
      payload: wrongField.payload,
      headers: { ...(await suite.harness.authAs(suite.school, "admin")), ...wrongField.headers },
    });
    expect(response.statusCode).toBe(400);
    const json = await call("admin", "PATCH", `upload_video/${lessonId}/`, { video: "x" });
    expect(json.statusCode).toBe(415);
    for (const role of ["teacher", "student"] as const) {
      expect((await uploadAs(role, lessonId, mp4)).statusCode).toBe(403);
    }
  });

  it("update/ with video: null removes the video", async () => {
    await uploadAs("admin", lessonId, mp4);
    const cleared = await call("admin", "PATCH", `update/${lessonId}/`, { video: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().video).toBeNull();
    const [row] = await suite.harness.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(row?.video).toBeNull();
  });
});

describe("update_lessons/", () => {
  it("reorders lessons of one program together, or not at all", async () => {
    const db = suite.harness.database.db;
    const course = await newCourse(db, suite.school.id);
    const ids = [
      await newLesson(db, { schoolId: suite.school.id, courseId: course, order: 0, name: "one" }),
      await newLesson(db, { schoolId: suite.school.id, courseId: course, order: 1, name: "two" }),
      await newLesson(db, { schoolId: suite.school.id, courseId: course, order: 2, name: "three" }),
    ];
    const reordered = await call("admin", "POST", "update_lessons/", {
      course_id: course,
      lessons: [
        { id: ids[2], order: 0 },
        { id: ids[0], order: 1 },
        { id: ids[1], order: 2 },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((row: { name: string }) => row.name)).toEqual(["three", "one", "two"]);

    const elsewhere = await newLesson(db, { schoolId: suite.school.id, courseId: courseB });
    const mixed = await call("admin", "POST", "update_lessons/", {
      course_id: course,
      lessons: [
        { id: ids[0], order: 9 },
        { id: elsewhere, order: 0 },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    const after = await call("admin", "GET", `${course}/list_lesson/`);
    expect(after.json().results.map((row: { name: string }) => row.name)).toEqual(["three", "one", "two"]);

    for (const lessonsBody of [
      [],
      [{ id: ids[0], order: 1.5 }],
      [
        { id: ids[0], order: 1 },
        { id: ids[0], order: 2 },
      ],
    ]) {
      const bad = await call("admin", "POST", "update_lessons/", { course_id: course, lessons: lessonsBody });
      expect(bad.statusCode, JSON.stringify(lessonsBody)).toBe(400);
    }
    expect(
      (await call("teacher", "POST", "update_lessons/", { course_id: course, lessons: [{ id: ids[0], order: 0 }] }))
        .statusCode,
    ).toBe(403);
    const foreign = await call("admin", "POST", "update_lessons/", {
      course_id: foreignCourse,
      lessons: [{ id: ids[0], order: 0 }],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("copy/ and destroy/", () => {
  it("copies a lesson with its video, lists and tasks (files copied), and deletes with its content", async () => {
    const db = suite.harness.database.db;
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db, { schoolId, courseId: courseA, name: "Original", duration: 30 });
    await uploadAs("admin", lessonId, mp4);
    const listId = await newExerciseList(db, { schoolId, lessonId, titleRu: "Тест", minPercent: 60, next: true });
    await suite.harness.deps.storage.put(`tasks/${listId}/sheet.pdf`, Buffer.from("%PDF-1.4 sheet"), "application/pdf");
    await newExercise(db, { schoolId, exListId: listId, order: 0, title: "First", file: `tasks/${listId}/sheet.pdf` });
    await newExercise(db, { schoolId, exListId: listId, order: 1, title: "Second" });

    const copy = await call("admin", "POST", "copy/", { lesson_id: lessonId, course_id: courseB });
    expect(copy.statusCode).toBe(201);
    const body = copy.json();
    expect(body).toMatchObject({ course_id: courseB, name: "Original", duration: 30 });
    expect(body.id).not.toBe(lessonId);
    expect(body.video).toMatch(/^\/media\/lessons\//);
    expect(body.ex_lists).toMatchObject([{ title_ru: "Тест", min_percent: 60, next: true }]);
    const copiedTasks = await db.select().from(exercises).where(eq(exercises.exListId, body.ex_lists[0].id));
    expect(copiedTasks.map((task) => task.title).sort()).toEqual(["First", "Second"]);
    const copiedFile = copiedTasks.find((task) => task.title === "First")?.file;
    expect(copiedFile).toBeTruthy();
    expect(copiedFile).not.toBe(`tasks/${listId}/sheet.pdf`);
    expect((await suite.harness.deps.storage.get(copiedFile!))?.toString()).toBe("%PDF-1.4 sheet");
    const sameProgram = await call("admin_school", "POST", "copy/", { lesson_id: lessonId });
    expect(sameProgram.json().course_id).toBe(courseA);

    expect((await call("teacher", "POST", "copy/", { lesson_id: lessonId })).statusCode).toBe(403);
    const foreignLesson = await newLesson(db, { schoolId: suite.other.id, courseId: foreignCourse });
    expect((await call("admin", "POST", "copy/", { lesson_id: foreignLesson })).statusCode).toBe(404);
    const toForeign = await call("admin", "POST", "copy/", { lesson_id: lessonId, course_id: foreignCourse });
    expect(toForeign.statusCode).toBe(404);
    expect((await call("admin", "POST", "copy/", { lesson_id: "x" })).statusCode).toBe(400);

    // Deleting the original leaves the copy whole.
    expect((await call("student", "DELETE", `destroy/${lessonId}/`)).statusCode).toBe(403);
    expect((await call("admin", "DELETE", `destroy/${lessonId}/`, undefined, suite.other)).statusCode).toBe(404);
    const deleted = await call("admin", "DELETE", `destroy/${lessonId}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(lessons).where(eq(lessons.id, lessonId))).toEqual([]);
    expect(await db.select().from(exerciseLists).where(eq(exerciseLists.id, listId))).toEqual([]);
    expect(await suite.harness.deps.storage.get(`tasks/${listId}/sheet.pdf`)).toBeNull();
    expect((await suite.harness.deps.storage.get(copiedFile!))?.toString()).toBe("%PDF-1.4 sheet");
    expect((await suite.harness.app.inject({ method: "GET", url: body.video })).statusCode).toBe(200);
    expect((await call("admin", "DELETE", `destroy/${lessonId}/`)).statusCode).toBe(404);
  });
});

describe("send_report_student/", () => {
  it("queues the student's progress report by mail, for staff and the program's teachers", async () => {
    const [row] = await suite.harness.database.db.select().from(users).where(eq(users.id, student));
    const response = await call("teacher", "POST", "send_report_student/", { course_id: courseA, student_id: student });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ student_id: student, course_id: courseA, queued: true });
    await eventually(() => sent.some((mail) => mail.to === row?.email), 10_000);
    const mail = sent.find((each) => each.to === row?.email);
    expect(mail?.subject).toContain("Итальянский");
    expect(mail?.text).toContain("Verbs");
    expect(mail?.text).toMatch(/Lessons done: \d+ \/ \d+/);
  });

  it("is refused for students, other programs' teachers and people who are not the program's students", async () => {
    const body = { course_id: courseA, student_id: student };
    expect((await call("student", "POST", "send_report_student/", body)).statusCode).toBe(403);
    const untaught = await call("teacher", "POST", "send_report_student/", { course_id: courseB, student_id: student });
    expect(untaught.statusCode).toBe(403);
    const notStudent = await call("admin", "POST", "send_report_student/", {
      course_id: courseB,
      student_id: student,
    });
    expect(notStudent.statusCode).toBe(404);
    expect(notStudent.json().fields).toEqual({ student_id: "Not found" });
    const foreign = await call("admin", "POST", "send_report_student/", {
      course_id: courseA,
      student_id: suite.other.users.student,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call("admin", "POST", "send_report_student/", { course_id: courseA })).statusCode).toBe(400);
  });
});
