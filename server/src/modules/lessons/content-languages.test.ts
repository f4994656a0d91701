import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { joinProgram, newCourse } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD } from "../../test/test-app.js";

/**
 * Lesson (the spec's section), exercise-list and group names in Russian, Kazakh and English, answered as programs
 * answer theirs (decision 0042), and the interface language kept on the account across sign-ins.
 */
const suite = apiSuite();
const api = (path: string) => `/api/v1/${path}`;
const NAMES = { ru: "Введение", kk: "Кіріспе", en: "Introduction" } as const;
let courseId: number;

beforeAll(async () => {
  courseId = await newCourse(suite.harness.database.db, suite.school.id, { titleRu: "Итальянский" });
  await joinProgram(suite.harness.database.db, { courseId, userId: suite.school.users.student, role: "student" });
});

describe("a lesson with three names", () => {
  it("answers `name` in translate_lang and the three names as written, in every lesson read", async () => {
    const created = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api("course/lesson/create/"),
      payload: { course_id: courseId, name: NAMES.ru, name_kk: NAMES.kk, name_en: NAMES.en },
    });
    expect(created.statusCode, created.body).toBe(201);
    const lessonId = created.json().id as number;
    expect(created.json()).toMatchObject({ name: NAMES.ru, name_ru: NAMES.ru, name_kk: NAMES.kk, name_en: NAMES.en });

    for (const language of ["ru", "kk", "en"] as const) {
      const reads = [
        `course/lesson/get_detail_lesson/${lessonId}/?translate_lang=${language}`,
        `course/lesson/${courseId}/list_lesson/?translate_lang=${language}`,
        `course/lesson/get_lesson_in_course_p/${courseId}/?translate_lang=${language}`,
        `course/lesson/all/?translate_lang=${language}`,
      ];
      for (const url of reads) {
        const response = await suite.as(suite.school, "student", { method: "GET", url: api(url) });
        expect(response.statusCode, url).toBe(200);
        const body = response.json();
        const lesson = body.results?.[0] ?? body.lessons?.[0] ?? body;
        expect(lesson, url).toMatchObject({ name: NAMES[language], name_kk: NAMES.kk, name_en: NAMES.en });
      }
    }
  });

  it("falls back to the Russian name where a language has none, and renames one language alone", async () => {
    const created = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api("course/lesson/create/"),
      payload: { course_id: courseId, name: "Грамматика" },
    });
    const lessonId = created.json().id as number;
    const english = `course/lesson/get_detail_lesson/${lessonId}/?translate_lang=en`;
    const before = await suite.as(suite.school, "admin_school", { method: "GET", url: api(english) });
    expect(before.json()).toMatchObject({ name: "Грамматика", name_en: "" });

    const renamed = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: api(`course/lesson/update/${lessonId}/`),
      payload: { name_en: "Grammar" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await suite.as(suite.school, "admin_school", { method: "GET", url: api(english) });
    expect(after.json()).toMatchObject({ name: "Grammar", name_ru: "Грамматика", name_kk: "" });
  });
});

describe("an exercise list with three titles", () => {
  it("answers its Kazakh title beside the spec's Russian and English ones", async () => {
    const lesson = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api("course/lesson/create/"),
      payload: { course_id: courseId, name: "Лексика" },
    });
    const lessonId = lesson.json().id as number;
    const created = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api("course/ex/create_ex_lst/"),
      payload: { lesson_id: lessonId, title_ru: "Тест", title_kk: "Сынақ", title_en: "Test" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const titles = { title_ru: "Тест", title_kk: "Сынақ", title_en: "Test" };
    expect(created.json()).toMatchObject(titles);
    const lists = await suite.as(suite.school, "student", { method: "GET", url: api(`course/ex/lst/${lessonId}/`) });
    expect(lists.json()).toEqual([expect.objectContaining(titles)]);
    const detail = await suite.as(suite.school, "student", {
      method: "GET",
      url: api(`course/lesson/get_detail_lesson/${lessonId}/?translate_lang=kk`),
    });
    expect(detail.json().ex_lists).toEqual([expect.objectContaining(titles)]);
  });
});

describe("a group with three names", () => {
  it("answers `name_group` in translate_lang and the three names as written", async () => {
    const created = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api("course/group/create/"),
      payload: {
        course: courseId,
        type_group: "group",
        name_group: "Утренняя группа",
        name_kk: "Таңғы топ",
        name_en: "Morning group",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().id as number;
    const names = { name_ru: "Утренняя группа", name_kk: "Таңғы топ", name_en: "Morning group" };
    expect(created.json()).toMatchObject({ name_group: "Утренняя группа", ...names });

    const shown = { ru: "Утренняя группа", kk: "Таңғы топ", en: "Morning group" } as const;
    for (const language of ["ru", "kk", "en"] as const) {
      const detail = await suite.as(suite.school, "admin_school", {
        method: "GET",
        url: api(`course/group/detail_group/${groupId}/?translate_lang=${language}`),
      });
      expect(detail.json()).toMatchObject({ name_group: shown[language], ...names });
      const list = await suite.as(suite.school, "admin_school", {
        method: "GET",
        url: api(`course/group/list/${suite.school.id}/?course_id=${courseId}&translate_lang=${language}`),
      });
      expect(list.json().results).toEqual([expect.objectContaining({ name_group: shown[language], ...names })]);
    }
  });
});

describe("the interface language", () => {
  const signIn = async () => {
    const [student] = await suite.harness.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, suite.school.users.student));
    const response = await suite.harness.app.inject({
      method: "POST",
      url: api("user/accounts/login/"),
      payload: { email: student!.email, password: TEST_PASSWORD },
      // Sign-in answers at the address of the account's own school only (decision 0128).
      headers: { host: suite.school.domain },
    });
    expect(response.statusCode, response.body).toBe(200);
    const access = response.json().access as string;
    return JSON.parse(Buffer.from(access.split(".")[1]!, "base64url").toString()) as { language: unknown };
  };

  it("is null at sign-in while the user never chose, and is the chosen one at every later sign-in", async () => {
    expect((await signIn()).language).toBeNull();
    const userId = suite.school.users.student;
    const chosen = await suite.as(suite.school, "student", {
      method: "PATCH",
      url: api(`user/accounts/update_profile/${userId}/`),
      payload: { language: "kk" },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().language).toBe("kk");
    expect((await signIn()).language).toBe("kk");
    const profile = await suite.as(suite.school, "student", {
      method: "GET",
      url: api("user/accounts/get_user_profile/"),
    });
    expect(profile.json().language).toBe("kk");
  });

  it("is the user's own choice: staff may not set it for them, and only the three languages are taken", async () => {
    const userId = suite.school.users.student;
    const byStaff = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: api(`user/accounts/update_profile/${userId}/`),
      payload: { language: "en" },
    });
    expect(byStaff.statusCode).toBe(403);
    const unknown = await suite.as(suite.school, "student", {
      method: "PATCH",
      url: api(`user/accounts/update_profile/${userId}/`),
      payload: { language: "de" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty("language");
    expect((await signIn()).language).toBe("kk");
  });
});
