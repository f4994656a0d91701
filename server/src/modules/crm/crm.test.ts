import { FINANCE_FIELDS } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, studentDocumentChecks, studentRecords, users } from "../../db/schema/index.js";
import { newCourse, newPaymentTranche, newRound } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
/** The school with a second manager in the manager's place: views are per user. */
let secondManager: TestSchool;

type View = { id: number; name: string; shared: boolean; editable: boolean; columns: string[]; ordering: string };
type Row = {
  id: number;
  last_name: string;
  balance: number | null;
  country: string | null;
  programs: { course_id: number; status: string; title: { ru: string } }[];
  responsible: { id: number; name: string } | null;
  next_deadline: { date: string; kind: string } | null;
  checklist: { done: number; total: number } | null;
};
type Page = { count: number; next: string | null; results: Row[] };

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  filters: { role: "student", gender: "female" },
  columns: ["programs", "balance", "checklist"],
  ordering: "-balance",
  ...extra,
});

beforeAll(async () => {
  const id = await addUser(suite.harness.database.db, {
    schoolId: suite.school.id,
    role: "admin",
    firstName: "Second",
    lastName: "Manager",
    email: `second.${process.pid}@crm-test.kz`,
    password: TEST_PASSWORD,
  });
  secondManager = { ...suite.school, users: { ...suite.school.users, admin: id } };
});

const views = (school: TestSchool, role: "admin_school" | "admin" | "teacher" | "student" = "admin") =>
  suite.as(school, role, { method: "GET", url: "/api/v1/crm/views/" });
const create = (school: TestSchool, payload: object, role: "admin_school" | "admin" = "admin") =>
  suite.as(school, role, { method: "POST", url: "/api/v1/crm/views/", payload });

describe("saved views of the user list", () => {
  it("keeps a private view its author's and shows a shared one to the school's staff only", async () => {
    const mine = await create(suite.school, body("Мои студентки"));
    expect(mine.statusCode).toBe(201);
    const shared = await create(suite.school, body("Школа: должники", { shared: true }));
    expect(shared.statusCode).toBe(201);
    const [mineId, sharedId] = [(mine.json() as View).id, (shared.json() as View).id];

    const own = (await views(suite.school)).json() as View[];
    // Both are the author's own, by name.
    expect(own.map((view) => view.id)).toEqual([mineId, sharedId]);
    expect(own.find((view) => view.id === mineId)).toMatchObject({
      columns: ["programs", "balance", "checklist"],
      ordering: "-balance",
      editable: true,
    });

    const second = (await views(secondManager)).json() as View[];
    expect(second.map((view) => view.id)).toEqual([sharedId]);
    expect(second[0]!.editable).toBe(false);
    // The school admin sees the shared view and may tidy it; never the manager's private one.
    const admin = (await views(suite.school, "admin_school")).json() as View[];
    expect(admin.map((view) => view.id)).toEqual([sharedId]);
    expect(admin[0]!.editable).toBe(true);

    // Another school sees nothing of them, and their ids are 404 there.
    expect((await views(suite.other)).json()).toEqual([]);
    for (const viewId of [mineId, sharedId]) {
      const put = await suite.as(suite.other, "admin", {
        method: "PUT",
        url: `/api/v1/crm/views/${viewId}/`,
        payload: body("x"),
      });
      expect(put.statusCode).toBe(404);
      const del = await suite.as(suite.other, "admin_school", {
        method: "DELETE",
        url: `/api/v1/crm/views/${viewId}/`,
      });
      expect(del.statusCode).toBe(404);
    }

    // Another manager: a private view is not disclosed (404), a shared one is not theirs to change (403).
    const call = (method: "PUT" | "DELETE", viewId: number) =>
      suite.as(secondManager, "admin", {
        method,
        url: `/api/v1/crm/views/${viewId}/`,
        ...(method === "PUT" ? { payload: body("taken") } : {}),
      });
    expect((await call("PUT", mineId)).statusCode).toBe(404);
    expect((await call("DELETE", mineId)).statusCode).toBe(404);
    expect((await call("PUT", sharedId)).statusCode).toBe(403);
    expect((await call("DELETE", sharedId)).statusCode).toBe(403);

    // The author changes theirs; the school admin renames the shared one, then deletes it.
    const renamed = await suite.as(suite.school, "admin", {
      method: "PUT",
      url: `/api/v1/crm/views/${mineId}/`,
      payload: body("Переименован", { columns: ["country"], ordering: "name" }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Переименован", columns: ["country"], ordering: "name" });
    const tidied = await suite.as(suite.school, "admin_school", {
      method: "PUT",
      url: `/api/v1/crm/views/${sharedId}/`,
      payload: body("Должники", { shared: true }),
    });
    expect(tidied.statusCode).toBe(200);
    const gone = await suite.as(suite.school, "admin_school", {
      method: "DELETE",
      url: `/api/v1/crm/views/${sharedId}/`,
    });
    expect(gone.statusCode).toBe(204);
    expect(((await views(secondManager)).json() as View[]).map((view) => view.id)).toEqual([]);
  });

  it("is refused to teachers and students", async () => {
    expect((await views(suite.school, "teacher")).statusCode).toBe(403);
    expect((await views(suite.school, "student")).statusCode).toBe(403);
    const post = await suite.as(suite.school, "teacher", {
      method: "POST",
      url: "/api/v1/crm/views/",
      payload: body("t"),
    });
    expect(post.statusCode).toBe(403);
  });

  it("refuses a filter the list would refuse, an unknown column and an unknown order", async () => {
    expect((await create(suite.school, body("bad", { filters: { gender: "robot" } }))).statusCode).toBe(400);
    expect((await create(suite.school, body("bad", { filters: { nonsense: "1" } }))).statusCode).toBe(400);
    expect((await create(suite.school, body("bad", { columns: ["password"] }))).statusCode).toBe(400);
    expect((await create(suite.school, body("bad", { columns: ["balance", "balance"] }))).statusCode).toBe(400);
    expect((await create(suite.school, body("bad", { ordering: "password" }))).statusCode).toBe(400);
  });
});

describe("the user list's order, pages and standing columns", () => {
  const names = ["Ахметова", "Bekova", "Zhunusova", "Абаев", "Omarov", "Бекмуратов"];
  const countries = ["Kazakhstan", "Uzbekistan", null, "Kyrgyzstan"] as const;
  let studentIds: number[] = [];
  let courseId = 0;

  beforeAll(async () => {
    const db = suite.harness.database.db;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 45 }, (_, index) => ({
          schoolId: suite.school.id,
          email: `sort${index}.${process.pid}@crm-test.kz`,
          passwordHash: "x",
          role: "student" as const,
          firstName: `Имя${index % 7}`,
          lastName: names[index % names.length]!,
        })),
      )
      .returning({ id: users.id });
    studentIds = rows.map((row) => row.id);
    await db.insert(studentRecords).values(
      studentIds.map((userId, index) => ({
        userId,
        schoolId: suite.school.id,
        gender: index % 2 === 0 ? ("female" as const) : ("male" as const),
        country: countries[index % countries.length],
        packageCost: (index % 5) * 1000,
        responsible: suite.school.users.admin,
      })),
    );
    courseId = await newCourse(db, suite.school.id, { titleRu: "Болонья", titleEn: "Bologna", titleKk: "Болонья" });
    await newRound(db, suite.school.id, courseId);
    await db
      .insert(applicationStatuses)
      .values({ schoolId: suite.school.id, userId: studentIds[0]!, courseId, status: "selected" });
    await newPaymentTranche(db, { schoolId: suite.school.id, userId: studentIds[0]! });
  });

  const list = async (query: string, school = suite.school) =>
    (await suite.as(school, "admin", { method: "GET", url: `/api/v1/user/accounts/list/?${query}` })).json() as Page;
  /** Every page of the list, in order. */
  const allPages = async (query: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`${query}&page=${page}`);
      rows.push(...answer.results);
      if (!answer.next) return { rows, count: answer.count };
    }
  };
  const compare = (a: string | number | null, b: string | number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

  it.each([
    ["role=student&ordering=name", "name"],
    ["role=student&ordering=-name", "-name"],
    ["role=student&ordering=balance", "balance"],
    ["role=student&ordering=-balance", "-balance"],
    ["gender=female&ordering=balance", "balance"],
    ["gender=female&ordering=-country", "-country"],
    ["gender=female&ordering=name", "name"],
    ["ordering=country", "country"],
    ["role=student", "-created"],
  ])("%s: the pages together hold every row once, in the order asked", async (query, ordering) => {
    const { rows, count } = await allPages(query);
    expect(rows.length).toBe(count);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const descending = ordering.startsWith("-");
    const key = ordering.replace("-", "");
    const value = (row: Row): string | number | null =>
      key === "name" ? row.last_name : key === "balance" ? row.balance : key === "country" ? row.country : row.id;
    for (let index = 1; index < rows.length; index += 1) {
      const [before, after] = [rows[index - 1]!, rows[index]!];
      // A missing value (no record, no country) comes last either way.
      if (value(before) === null) expect(value(after)).toBeNull();
      const order = descending ? compare(value(after), value(before)) : compare(value(before), value(after));
      if (value(before) === null || value(after) === null) continue;
      expect(order).toBeLessThanOrEqual(0);
      if (order === 0 && key !== "name") expect(descending ? before.id > after.id : before.id < after.id).toBe(true);
    }
    if (query.startsWith("gender=female")) expect(count).toBe(23);
  });

  it("names are sorted by the database's collation: page one of name equals the first rows of the full order", async () => {
    const { rows } = await allPages("role=student&ordering=name");
    const first = await list("role=student&ordering=name");
    expect(first.results.map((row) => row.id)).toEqual(rows.slice(0, 20).map((row) => row.id));
  });

  it("answers each row's standing: programs, responsible, country, balance, next deadline, checklist", async () => {
    const { rows } = await allPages("role=student&ordering=created");
    const first = rows.find((row) => row.id === studentIds[0])!;
    expect(first.programs).toEqual([
      { course_id: courseId, status: "selected", title: { ru: "Болонья", kk: "Болонья", en: "Bologna" } },
    ]);
    expect(first.responsible?.id).toBe(suite.school.users.admin);
    expect(first.country).toBe("Kazakhstan");
    expect(first.balance).toBe(0);
    // The unpaid tranche (2026-12-01) comes before the round's close (2099-12-31).
    expect(first.next_deadline).toEqual({ date: "2026-12-01", kind: "payment" });
    expect(first.checklist?.total).toBeGreaterThan(0);
    expect(first.checklist?.done).toBe(0);
    // Staff have no record: no standing.
    const staff = (await list("role=admin")).results[0]!;
    expect(staff).toMatchObject({ programs: [], responsible: null, balance: null, checklist: null });
  });

  it("counts each row's checklist as the student's checklist shows it", async () => {
    const studentId = studentIds[0]!;
    await suite.harness.database.db
      .insert(studentDocumentChecks)
      .values({ schoolId: suite.school.id, userId: studentId, document: FINANCE_FIELDS[0]! });
    const { rows } = await allPages("role=student&ordering=created");
    const checklist = await suite.as(suite.school, "admin", {
      method: "GET",
      url: `/api/v1/user/accounts/checklist/${studentId}/`,
    });
    const items = (checklist.json() as { items: { state: string }[] }).items;
    const done = items.filter((item) => item.state === "handed_in" || item.state === "checked").length;
    expect(done).toBe(1);
    expect(rows.find((row) => row.id === studentId)!.checklist).toEqual({ done, total: items.length });
  });

  it("refuses an unknown order", async () => {
    const response = await suite.as(suite.school, "admin", {
      method: "GET",
      url: "/api/v1/user/accounts/list/?ordering=password",
    });
    expect(response.statusCode).toBe(400);
  });

  it("gives the student page's header to staff, the student themself, and no other school", async () => {
    const url = `/api/v1/crm/students/${studentIds[0]}/standing/`;
    const staff = await suite.as(suite.school, "admin", { method: "GET", url });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ country: "Kazakhstan", next_deadline: { kind: "payment" } });
    expect((await suite.as(suite.other, "admin", { method: "GET", url })).statusCode).toBe(404);
    // A teacher who teaches none of the student's programs: 403.
    expect((await suite.as(suite.school, "teacher", { method: "GET", url })).statusCode).toBe(403);
    const own = `/api/v1/crm/students/${suite.school.users.student}/standing/`;
    expect((await suite.as(suite.school, "student", { method: "GET", url: own })).statusCode).toBe(200);
  });
});
