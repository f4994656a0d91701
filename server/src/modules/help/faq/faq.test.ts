import { describe, expect, it } from "vitest";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const API = "/api/v1/faq";

const asStaff = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  role: Role = "admin",
  school: TestSchool = suite.school,
) => suite.as(school, role, { method, url: `${API}/${url}`, payload });

const chapterBody = (title: string, more: Record<string, string> = {}) => ({
  title_ru: title,
  title_kk: "",
  title_en: "",
  ...more,
});
const questionBody = (chapterId: number, title: string, more: Record<string, string | number> = {}) => ({
  chapter_id: chapterId,
  title_ru: title,
  title_kk: "",
  title_en: "",
  text_ru: `<p>${title}: ответ</p>`,
  text_kk: "",
  text_en: "",
  ...more,
});

async function newChapter(title: string, school: TestSchool = suite.school, more: Record<string, string> = {}) {
  const response = await asStaff("POST", "chapter/create/", chapterBody(title, more), "admin_school", school);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
async function newQuestion(chapterId: number, title: string, more: Record<string, string | number> = {}) {
  const response = await asStaff("POST", "question/create/", questionBody(chapterId, title, more));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe("the FAQ's reading calls", () => {
  it("list chapters, a chapter's questions and an answer in the reader's language, another one marked", async () => {
    const chapterId = await newChapter("Виза", suite.school, { title_kk: "Виза (kk)", title_en: "" });
    const questionId = await newQuestion(chapterId, "Сколько ждать визу?", {
      title_en: "How long does a visa take?",
      text_en: "<p>About <strong>two weeks</strong>.</p>",
    });
    await newQuestion(chapterId, "Только по-русски");

    for (const role of ["admin_school", "admin", "teacher", "student"] as const) {
      const chapters = await suite.as(suite.school, role, {
        method: "GET",
        url: `${API}/list_chapter/?translate_lang=en`,
      });
      expect(chapters.statusCode).toBe(200);
      expect(chapters.json()).toContainEqual({
        id: chapterId,
        title: "Виза",
        text: "",
        language: "ru",
        fallback: true,
        questions: 2,
      });
    }
    const kk = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${API}/list_chapter/?translate_lang=kk`,
    });
    expect(kk.json().find((chapter: { id: number }) => chapter.id === chapterId)).toMatchObject({
      title: "Виза (kk)",
      language: "kk",
      fallback: false,
    });

    const questions = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${API}/list_faq/${chapterId}/?translate_lang=en`,
    });
    expect(questions.json()).toEqual([
      { id: questionId, chapter_id: chapterId, title: "How long does a visa take?", language: "en", fallback: false },
      expect.objectContaining({ title: "Только по-русски", language: "ru", fallback: true }),
    ]);

    const answer = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${API}/detail_faq/${questionId}/?translate_lang=en`,
    });
    expect(answer.json()).toEqual({
      id: questionId,
      chapter_id: chapterId,
      title: "How long does a visa take?",
      text: "<p>About <strong>two weeks</strong>.</p>",
      language: "en",
      fallback: false,
    });
    // Russian when no language is asked for.
    const plain = await suite.as(suite.school, "student", { method: "GET", url: `${API}/detail_faq/${questionId}/` });
    expect(plain.json()).toMatchObject({ title: "Сколько ждать визу?", text: "<p>Сколько ждать визу?: ответ</p>" });
  });

  it("never show another school's chapters, questions or answers; guests are refused", async () => {
    const theirs = await newChapter("Чужая глава", suite.other);
    const theirQuestion = (
      await asStaff("POST", "question/create/", questionBody(theirs, "Чужой вопрос"), "admin", suite.other)
    ).json().id as number;
    const mine = await suite.as(suite.school, "student", { method: "GET", url: `${API}/list_chapter/` });
    expect(mine.json().map((chapter: { id: number }) => chapter.id)).not.toContain(theirs);
    for (const url of [`list_faq/${theirs}/`, `detail_faq/${theirQuestion}/`]) {
      const response = await suite.as(suite.school, "student", { method: "GET", url: `${API}/${url}` });
      expect(response.statusCode).toBe(404);
    }
    const guest = await suite.harness.app.inject({ method: "GET", url: `${API}/list_chapter/` });
    expect(guest.statusCode).toBe(401);
  });
});

describe("the FAQ's editing calls", () => {
  it("are for staff only: a teacher or a student gets 403", async () => {
    for (const role of ["teacher", "student"] as const) {
      expect((await asStaff("GET", "manage/", undefined, role)).statusCode).toBe(403);
      expect((await asStaff("POST", "chapter/create/", chapterBody("Нельзя"), role)).statusCode).toBe(403);
    }
  });

  it("create, change, move, reorder and delete chapters and questions", async () => {
    const first = await newChapter("Апостиль");
    const second = await newChapter("Жильё");
    const a = await newQuestion(first, "Где ставят апостиль?");
    const b = await newQuestion(first, "Сколько стоит?");

    const changed = await asStaff("PUT", `chapter/update/${first}/`, chapterBody("Апостиль и легализация"));
    expect(changed.json()).toMatchObject({
      id: first,
      title_ru: "Апостиль и легализация",
      questions: [{ id: a }, { id: b }],
    });

    const reordered = await asStaff("PUT", `question/reorder/${first}/`, { ids: [b, a] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const chapter = reordered.json().chapters.find((each: { id: number }) => each.id === first);
    expect(chapter.questions.map((question: { id: number }) => question.id)).toEqual([b, a]);

    const view = (await asStaff("GET", "manage/")).json();
    const ids = view.chapters.map((each: { id: number }) => each.id) as number[];
    const order = [second, ...ids.filter((id) => id !== second)];
    const chapters = await asStaff("PUT", "chapter/reorder/", { ids: order });
    expect(chapters.json().chapters.map((each: { id: number }) => each.id)).toEqual(order);

    const moved = await asStaff("PUT", `question/update/${a}/`, questionBody(second, "Где ставят апостиль?"));
    expect(moved.json()).toMatchObject({ id: a, chapter_id: second });
    const listed = await suite.as(suite.school, "student", { method: "GET", url: `${API}/list_faq/${second}/` });
    expect(listed.json().map((question: { id: number }) => question.id)).toEqual([a]);

    expect((await asStaff("DELETE", `question/delete/${b}/`)).statusCode).toBe(204);
    expect((await asStaff("DELETE", `question/delete/${b}/`)).statusCode).toBe(404);
    expect((await asStaff("DELETE", `chapter/delete/${second}/`)).statusCode).toBe(204);
    const gone = await suite.as(suite.school, "student", { method: "GET", url: `${API}/detail_faq/${a}/` });
    expect(gone.statusCode).toBe(404);
  });

  it("refuse bad input: no title, a control character, a partial order, another school's chapter", async () => {
    const mine = await newChapter("Оплата");
    const q = await newQuestion(mine, "Можно ли в рассрочку?");
    await newQuestion(mine, "Какие карты принимаются?");
    const theirs = await newChapter("Чужая", suite.other);

    const empty = await asStaff("POST", "chapter/create/", chapterBody(""));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty("title_ru");
    const tab = await asStaff("POST", "chapter/create/", chapterBody("Две\tколонки"));
    expect(tab.statusCode).toBe(400);
    const long = await asStaff("POST", "chapter/create/", chapterBody("x".repeat(301)));
    expect(long.statusCode).toBe(400);

    const partial = await asStaff("PUT", `question/reorder/${mine}/`, { ids: [q] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toHaveProperty("ids");
    const twice = await asStaff("PUT", `question/reorder/${mine}/`, { ids: [q, q] });
    expect(twice.statusCode).toBe(400);

    const foreign = await asStaff("POST", "question/create/", questionBody(theirs, "В чужую главу"));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty("chapter_id");
    expect((await asStaff("PUT", `chapter/update/${theirs}/`, chapterBody("Взлом"))).statusCode).toBe(404);
    expect((await asStaff("DELETE", `chapter/delete/${theirs}/`)).statusCode).toBe(404);
    const order = await asStaff("PUT", `question/reorder/${theirs}/`, { ids: [q] });
    expect(order.statusCode).toBe(404);
  });

  it("strip script from answers: known XSS payloads come out inert", async () => {
    const chapterId = await newChapter("Безопасность");
    const payloads = [
      "<script>alert(1)</script><p>ok</p>",
      "<img src=x onerror=alert(1)><p>ok</p>",
      '<p onclick="alert(1)">ok</p>',
      '<a href="javascript:alert(1)">ok</a>',
      '<a href="JaVaScRiPt:alert(1)">ok</a>',
      "<svg><script>alert(1)</script></svg><p>ok</p>",
      '<iframe src="https://evil.example"></iframe><p>ok</p>',
      '<p style="background:url(javascript:alert(1))">ok</p>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>',
    ];
    for (const payload of payloads) {
      const id = await newQuestion(chapterId, "XSS", { text_ru: payload });
      const answer = (
        await suite.as(suite.school, "student", { method: "GET", url: `${API}/detail_faq/${id}/` })
      ).json();
      const html = answer.text as string;
      expect(html, payload).not.toMatch(
        /<script|<img|<svg|<iframe|<style|onerror|onclick|javascript:|data:text|style=/i,
      );
    }
    const link = await newQuestion(chapterId, "Ссылка", {
      text_ru: 'Смотрите <a href="https://gov.kz/visa">сайт</a>',
    });
    const kept = (await suite.as(suite.school, "student", { method: "GET", url: `${API}/detail_faq/${link}/` })).json();
    expect(kept.text).toBe(
      'Смотрите <a href="https://gov.kz/visa" target="_blank" rel="noopener noreferrer nofollow">сайт</a>',
    );
    const plain = await newQuestion(chapterId, "Текст", { text_ru: "Первая строка\nвторая < третьей\n\nНовый абзац" });
    const paragraphs = (
      await suite.as(suite.school, "student", { method: "GET", url: `${API}/detail_faq/${plain}/` })
    ).json();
    expect(paragraphs.text).toBe("<p>Первая строка<br>вторая &lt; третьей</p><p>Новый абзац</p>");
  });
});
