import type { UiLanguage } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notify } from "../core/notify/notify.js";
import { courseDocuments, payments, users } from "../db/schema/index.js";
import {
  joinProgram,
  newApplicationStatus,
  newCourse,
  newExerciseList,
  newGroup,
  newHomework,
  newLesson,
  newScheduleLesson,
} from "./factories.js";
import { apiSuite } from "./test-app.js";
import { unzip } from "./unzip.js";

/**
 * The screens a sweep in Kazakh and English found naming programs, lessons, lists, groups and documents in Russian
 * (issue 34), walked as kk and en readers: every name in the reader's language, else the first written (ru, kk,
 * en); the reader's language reaching the server as the web app sends it (`X-Language`), as a call's
 * `translate_lang`, or as the language the account chose (decision 0134).
 */
const suite = apiSuite();
const PROGRAM = { ru: "Архитектура", kk: "Сәулет", en: "Architecture" } as const;
const LESSON = { ru: "Введение", kk: "Кіріспе", en: "Introduction" } as const;
const DESCRIPTION = { ru: "Как проходить уроки.", kk: "Сабақтарды қалай өту керек.", en: "How to take the lessons." };
const LIST = { ru: "Проверь себя", kk: "Өзіңді тексер", en: "Check yourself" } as const;
const GROUP = { ru: "Осенний набор", kk: "Күзгі қабылдау", en: "Autumn intake" } as const;
const DOCUMENT = { ru: "Паспорт", kk: "Төлқұжат", en: "Passport" } as const;
/** A document named only in Russian: every reader falls back to it. */
const RUSSIAN_ONLY_DOCUMENT = "Аттестат";
/** A lesson named only in Russian, its description only in English: each language falls back. */
const RUSSIAN_ONLY = "Грамматика";
const ENGLISH_ONLY_DESCRIPTION = "Only in English.";
const READERS = ["kk", "en"] as const;

let courseId: number;
let lessonId: number;
let secondLessonId: number;
let groupId: number;
const day = "2031-03-14";

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  const { student, teacher } = suite.school.users;
  courseId = await newCourse(db, schoolId, { titleRu: PROGRAM.ru, titleKk: PROGRAM.kk, titleEn: PROGRAM.en });
  await joinProgram(db, { courseId, userId: student, role: "student" });
  await joinProgram(db, { courseId, userId: teacher, role: "teacher" });
  lessonId = await newLesson(db, {
    schoolId,
    courseId,
    order: 0,
    name: LESSON.ru,
    nameKk: LESSON.kk,
    nameEn: LESSON.en,
    description: DESCRIPTION.ru,
    descriptionKk: DESCRIPTION.kk,
    descriptionEn: DESCRIPTION.en,
  });
  secondLessonId = await newLesson(db, {
    schoolId,
    courseId,
    order: 1,
    name: RUSSIAN_ONLY,
    description: "",
    descriptionEn: ENGLISH_ONLY_DESCRIPTION,
  });
  const exListId = await newExerciseList(db, {
    schoolId,
    lessonId,
    titleRu: LIST.ru,
    titleKk: LIST.kk,
    titleEn: LIST.en,
  });
  await newHomework(db, { schoolId, courseId, userId: student, lessonId, exListId, status: "submitted" });
  groupId = await newGroup(db, {
    schoolId,
    courseId,
    nameGroup: GROUP.ru,
    nameKk: GROUP.kk,
    nameEn: GROUP.en,
    teacherId: teacher,
    studentIds: [student],
  });
  await newScheduleLesson(db, {
    schoolId,
    teacherId: teacher,
    courseId,
    groupId,
    typeLesson: "group",
    startAt: new Date(`${day}T06:00:00Z`),
    studentIds: [student],
  });
  await newApplicationStatus(db, { schoolId, courseId, userId: student });
  await db
    .insert(courseDocuments)
    .values({ schoolId, courseId, docName: DOCUMENT.ru, docNameKk: DOCUMENT.kk, docNameEn: DOCUMENT.en });
  await db.insert(courseDocuments).values({ schoolId, courseId, docName: RUSSIAN_ONLY_DOCUMENT });
  await db.insert(payments).values({
    schoolId,
    orderId: `tariff-${schoolId}-${process.pid}`,
    kind: "tariff",
    userId: suite.school.users.admin_school,
    // As the server wrote it before: one language for every reader.
    title: "Тариф: 40 учеников × 6 мес.",
    amountMinor: 100,
    currency: "KZT",
    status: "paid",
    method: "provider",
    provider: "development",
    tariffStudents: 40,
    tariffMonths: 6,
    paidAt: new Date(),
  });
});

type Role = "admin_school" | "admin" | "teacher" | "student";

/** A GET as the web app makes it: the interface language in `X-Language`. */
async function read(input: { role: Role; url: string; language?: UiLanguage }) {
  const headers = await suite.harness.authAs(suite.school, input.role);
  const response = await suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/${input.url}`,
    headers: input.language ? { ...headers, "x-language": input.language } : headers,
  });
  expect(response.statusCode, `${input.url}: ${response.body}`).toBe(200);
  return response.json();
}

describe.each(READERS)("a %s reader", (language) => {
  it("reads the grading queue's program, lesson and list in their language", async () => {
    const queue = await read({ role: "teacher", url: "course/homework/grading_queue/", language });
    expect(queue.results).toEqual([
      expect.objectContaining({
        course_title: PROGRAM[language],
        lesson_name: LESSON[language],
        ex_list_title: LIST[language],
      }),
    ]);
  });

  it("reads the reports and the application analytics in their language", async () => {
    const homework = await read({ role: "admin_school", url: "schedule/report/student_homework/", language });
    expect(homework.results).toEqual([
      expect.objectContaining({ course_title: PROGRAM[language], lesson_name: LESSON[language] }),
    ]);
    const progress = await read({ role: "admin_school", url: "schedule/report/progress_course/", language });
    expect(progress.results).toEqual([expect.objectContaining({ title: PROGRAM[language] })]);
    const analytics = await read({ role: "admin_school", url: "course/status-program/users/", language });
    expect(analytics).toEqual([expect.objectContaining({ course_title: PROGRAM[language] })]);
  });

  it("reads the schedule's group and the group list in their language", async () => {
    const schedule = await read({ role: "teacher", url: `schedule/schedule/list/?date=${day}`, language });
    expect(schedule).toEqual([
      expect.objectContaining({ group: expect.objectContaining({ name_group: GROUP[language] }) }),
    ]);
    const groups = await read({ role: "admin_school", url: `course/group/list/${suite.school.id}/`, language });
    expect(groups.results).toEqual([expect.objectContaining({ name_group: GROUP[language] })]);
    const detail = await read({ role: "admin_school", url: `course/group/detail_group/${groupId}/`, language });
    expect(detail.name_group).toBe(GROUP[language]);
  });

  it("reads a program's page with the documents it asks for in their language", async () => {
    const program = await read({ role: "admin_school", url: `course/course/detail/${courseId}/`, language });
    expect(program).toMatchObject({
      title: PROGRAM[language],
      documents: [DOCUMENT[language], RUSSIAN_ONLY_DOCUMENT],
    });
  });

  it("reads the student's checklist with the program's documents in their language, filed under the Russian name", async () => {
    const url = `user/accounts/checklist/${suite.school.users.student}/`;
    const checklist = await read({ role: "admin_school", url, language });
    const program = checklist.items.filter((item: { group: string }) => item.group === "program");
    expect(program).toEqual([
      expect.objectContaining({ key: `program:${courseId}:${DOCUMENT.ru}`, name: DOCUMENT[language] }),
      expect.objectContaining({
        key: `program:${courseId}:${RUSSIAN_ONLY_DOCUMENT}`,
        name: RUSSIAN_ONLY_DOCUMENT,
        course_title: PROGRAM[language],
      }),
    ]);
  });

  it("gets the student's groups in their language in the personal-data export", async () => {
    const headers = await suite.harness.authAs(suite.school, "admin_school");
    const response = await suite.harness.app.inject({
      method: "GET",
      url: `/api/v1/user/accounts/export/${suite.school.users.student}/`,
      headers: { ...headers, "x-language": language },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = JSON.parse((await unzip(response.rawPayload)).get("data.json")!.toString("utf8"));
    expect(data.groups).toEqual([expect.objectContaining({ groupId, nameGroup: GROUP[language] })]);
  });

  it("reads a lesson, its description and its neighbours in their language, falling back where one is missing", async () => {
    const lesson = await read({ role: "student", url: `course/lesson/get_detail_lesson/${lessonId}/`, language });
    expect(lesson).toMatchObject({
      name: LESSON[language],
      description: DESCRIPTION[language],
      description_ru: DESCRIPTION.ru,
      description_kk: DESCRIPTION.kk,
      description_en: DESCRIPTION.en,
    });
    const siblings = await read({
      role: "student",
      url: `course/lesson/get_lesson_in_course_p/${courseId}/`,
      language,
    });
    expect(siblings.lessons.map((row: { name: string }) => row.name)).toEqual([LESSON[language], RUSSIAN_ONLY]);
    const second = await read({ role: "student", url: `course/lesson/get_detail_lesson/${secondLessonId}/`, language });
    expect(second).toMatchObject({ name: RUSSIAN_ONLY, description: ENGLISH_ONLY_DESCRIPTION });
  });

  it("reads the tariff history without a line the server wrote in Russian: the numbers its screen writes", async () => {
    const tariff = await read({ role: "admin_school", url: "pay/get_my_tariff/", language });
    expect(tariff.history).toEqual([
      expect.objectContaining({ source: "payment", description: "", students: 40, months: 6 }),
    ]);
  });
});

describe("the reader's language", () => {
  it("is the call's translate_lang before the header, and Russian when neither is given, whatever the browser's own", async () => {
    const url = `course/lesson/get_detail_lesson/${lessonId}/`;
    expect((await read({ role: "student", url: `${url}?translate_lang=en`, language: "kk" })).name).toBe(LESSON.en);
    expect((await read({ role: "student", url })).name).toBe(LESSON.ru);
    expect((await read({ role: "student", url, language: "de" as UiLanguage })).name).toBe(LESSON.ru);
    const headers = await suite.harness.authAs(suite.school, "student");
    const browser = await suite.harness.app.inject({
      method: "GET",
      url: `/api/v1/${url}`,
      headers: { ...headers, "accept-language": "en-US,en;q=0.9" },
    });
    expect(browser.json().name).toBe(LESSON.ru);
  });

  it("is the account's chosen language when the call names none", async () => {
    const db = suite.harness.database.db;
    await db.update(users).set({ language: "kk" }).where(eq(users.id, suite.school.users.teacher));
    try {
      const queue = await read({ role: "teacher", url: "course/homework/grading_queue/" });
      expect(queue.results[0]).toMatchObject({ course_title: PROGRAM.kk, lesson_name: LESSON.kk });
    } finally {
      await db.update(users).set({ language: null }).where(eq(users.id, suite.school.users.teacher));
    }
  });

  it("tells of a grade in each reader's own language, the first written where theirs is empty", async () => {
    const db = suite.harness.database.db;
    const { student, teacher } = suite.school.users;
    const answerId = await newHomework(db, {
      schoolId: suite.school.id,
      courseId,
      userId: student,
      lessonId: secondLessonId,
      status: "submitted",
    });
    const headers = await suite.harness.authAs(suite.school, "teacher");
    const graded = await suite.harness.app.inject({
      method: "PATCH",
      url: `/api/v1/course/homework/grade/${answerId}/`,
      headers,
      payload: { grade: 87, comment: "" },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const newestTitle = async (language: UiLanguage, role: Role = "student") =>
      (await read({ role, url: "notifications/?limit=1", language })).results[0].title;
    expect(await newestTitle("ru")).toBe("Оценка: 87");
    expect(await newestTitle("kk")).toBe("Баға: 87");
    expect(await newestTitle("en")).toBe("Grade: 87");

    await suite.harness.deps.queue.transaction((tx, jobs) =>
      notify(
        { db: tx, schoolId: suite.school.id, jobs },
        {
          userIds: [teacher],
          kind: "schedule_change",
          title: { ru: "Урок перенесён", kk: "", en: "Lesson moved" },
          body: "→ 18:00",
        },
      ),
    );
    expect(await newestTitle("kk", "teacher")).toBe("Урок перенесён");
    expect(await newestTitle("en", "teacher")).toBe("Lesson moved");
  });

  it("orders the report's programs by their titles as the reader reads them", async () => {
    const db = suite.harness.database.db;
    const law = await newCourse(db, suite.school.id, { titleRu: "Юриспруденция", titleEn: "Applied law" });
    await joinProgram(db, { courseId: law, userId: suite.school.users.student, role: "student" });
    const titles = async (language: UiLanguage) =>
      (await read({ role: "admin_school", url: "schedule/report/progress_course/", language })).results.map(
        (row: { title: string }) => row.title,
      );
    expect(await titles("ru")).toEqual([PROGRAM.ru, "Юриспруденция"]);
    expect(await titles("en")).toEqual(["Applied law", PROGRAM.en]);
  });

  it("names a tariff order for its payer in their language", async () => {
    const headers = await suite.harness.authAs(suite.school, "admin_school");
    const response = await suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/pay/pay_tariff/",
      headers: { ...headers, "x-language": "kk" },
      payload: { students: 40, months: 6 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await suite.harness.database.db
      .select({ title: payments.title })
      .from(payments)
      .where(eq(payments.orderId, response.json().order_id));
    expect(order!.title).toBe("Тариф: 40 оқушы, 6 ай");
  });
});
