import { EXERCISE_PAGE_SIZE, type SignedInRole, TASK_TYPES } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { joinProgram, newCourse, newExercise, newExerciseList, newLesson } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { api } from "../course/course.test-kit.js";

const PUBLIC_URL = "https://school.example.kz";
const suite = apiSuite({ publicUrl: PUBLIC_URL });
const get = (school: TestSchool, role: SignedInRole, url: string) => suite.as(school, role, { method: "GET", url });
/** A list of a program the teacher teaches and the student studies, with 25 tasks; one of a program they do not. */
let taught: { listId: number; lessonId: number; tasks: { id: number; order: number }[] };
let foreignProgramList: number;
let emptyList: number;

const tasksUrl = (listId: number, query = "") => api(`get_task_with_ex_list_id/${listId}/${query}`);
const link = (listId: number, query = "") => `${PUBLIC_URL}${tasksUrl(listId, query)}`;

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  const courseId = await newCourse(db, schoolId);
  await joinProgram(db, { courseId, userId: suite.school.users.teacher, role: "teacher" });
  await joinProgram(db, { courseId, userId: suite.school.users.student, role: "student" });
  const lessonId = await newLesson(db, { schoolId, courseId });
  const listId = await newExerciseList(db, {
    schoolId,
    lessonId,
    titleRu: "Грамматика",
    titleEn: "Grammar",
    next: true,
    minPercent: 70,
    timeForTimer: 30,
  });
  // Created in reverse order, with pairs sharing an order, so that (order, id) differs from creation order.
  const tasks: { id: number; order: number }[] = [];
  for (let index = 0; index < 25; index += 1) {
    const order = Math.floor((25 - index) / 2);
    const id = await newExercise(db, {
      schoolId,
      exListId: listId,
      order,
      type: TASK_TYPES[index % TASK_TYPES.length],
      title: `Task ${index}`,
      content: { question: `Q${index}`, options: ["a", { nested: [index] }] },
      answer: index === 0 ? null : { correct: [index % 3] },
    });
    tasks.push({ id, order });
  }
  taught = { listId, lessonId, tasks };

  const otherCourse = await newCourse(db, schoolId);
  const otherLesson = await newLesson(db, { schoolId, courseId: otherCourse });
  foreignProgramList = await newExerciseList(db, { schoolId, lessonId: otherLesson });
  await newExercise(db, { schoolId, exListId: foreignProgramList });
  emptyList = await newExerciseList(db, { schoolId, lessonId });
});

/** Task ids in the order the list should show them. */
const ordered = () =>
  [...taught.tasks].sort((left, right) => left.order - right.order || left.id - right.id).map((task) => task.id);

const header = () => ({
  id: taught.listId,
  lesson_id: taught.lessonId,
  title_ru: "Грамматика",
  title_kk: "",
  title_en: "Grammar",
  next: true,
  min_percent: 70,
  time_for_timer: 30,
});

describe("the tasks of an exercise list", () => {
  it("come in (order, id) order, 20 a page, with DRF links and the list's header", async () => {
    expect(EXERCISE_PAGE_SIZE).toBe(20);
    const first = await get(suite.school, "admin", tasksUrl(taught.listId));
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({
      count: 25,
      next: link(taught.listId, "?page=2"),
      previous: null,
      ex_list: header(),
    });
    const second = (await get(suite.school, "admin", tasksUrl(taught.listId, "?page=2"))).json();
    expect(second).toMatchObject({ count: 25, next: null, previous: link(taught.listId), ex_list: header() });
    const ids = [...page1.results, ...second.results].map((task: { id: number }) => task.id);
    expect(page1.results).toHaveLength(20);
    expect(second.results).toHaveLength(5);
    expect(ids).toEqual(ordered());
  });

  it("answer an empty page past the end, and an empty list with no links", async () => {
    const past = (await get(suite.school, "admin", tasksUrl(taught.listId, "?page=3"))).json();
    expect(past).toEqual({
      count: 25,
      next: null,
      previous: link(taught.listId, "?page=2"),
      results: [],
      ex_list: header(),
    });
    const empty = (await get(suite.school, "admin", tasksUrl(emptyList))).json();
    expect(empty).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });

  it("carry the grading key for staff and the program's teacher", async () => {
    const [firstCreated] = taught.tasks;
    const lastCreated = taught.tasks[24]!;
    for (const role of ["admin_school", "admin", "teacher"] as const) {
      const response = await get(suite.school, role, tasksUrl(taught.listId));
      expect(response.statusCode).toBe(200);
      const results = response.json().results as { id: number }[];
      // The last task created has the lowest order, so it opens the first page.
      expect(results[0]).toEqual({
        id: lastCreated.id,
        ex_list_id: taught.listId,
        type: TASK_TYPES[24 % TASK_TYPES.length],
        order: 0,
        title: "Task 24",
        points: 1,
        file: null,
        content: { question: "Q24", options: ["a", { nested: [24] }] },
        answer: { correct: [0] },
      });
      const page2 = (await get(suite.school, role, tasksUrl(taught.listId, "?page=2"))).json();
      const withoutKey = page2.results.find((task: { id: number }) => task.id === firstCreated!.id);
      expect(withoutKey).toMatchObject({ answer: null });
    }
  });

  it("never carry the grading key to a student, not even as a key", async () => {
    for (const page of ["", "?page=2"]) {
      const response = await get(suite.school, "student", tasksUrl(taught.listId, page));
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('"answer"');
      for (const task of response.json().results) {
        expect(Object.keys(task).sort()).toEqual([
          "content",
          "ex_list_id",
          "file",
          "id",
          "order",
          "points",
          "title",
          "type",
        ]);
      }
    }
    const first = (await get(suite.school, "student", tasksUrl(taught.listId))).json();
    expect(first.results.map((task: { id: number }) => task.id)).toEqual(ordered().slice(0, 20));
    expect(first.ex_list).toEqual(header());
  });

  it("are refused to teachers and students outside the list's program, not to staff", async () => {
    for (const role of ["teacher", "student"] as const) {
      const response = await get(suite.school, role, tasksUrl(foreignProgramList));
      expect(response.statusCode).toBe(403);
    }
    const staff = await get(suite.school, "admin", tasksUrl(foreignProgramList));
    expect(staff.statusCode).toBe(200);
    expect(staff.json().count).toBe(1);
  });

  it("of another school's list are not found", async () => {
    const otherCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const otherLesson = await newLesson(suite.harness.database.db, { schoolId: suite.other.id, courseId: otherCourse });
    const otherList = await newExerciseList(suite.harness.database.db, {
      schoolId: suite.other.id,
      lessonId: otherLesson,
    });
    for (const role of ["admin", "teacher", "student"] as const) {
      const response = await get(suite.school, role, tasksUrl(otherList));
      expect(response.statusCode).toBe(404);
    }
  });

  it("refuse a page that is not a positive integer", async () => {
    for (const page of ["0", "-1", "abc", "1.5"]) {
      const response = await get(suite.school, "admin", tasksUrl(taught.listId, `?page=${page}`));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(["page"]);
    }
  });
});
