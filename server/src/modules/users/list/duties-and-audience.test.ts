import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { studentRecords } from "../../../db/schema/index.js";
import { apiSuite } from "../../../test/test-app.js";
import { accountsCall, namedPeople, type Role } from "../users.test-kit.js";

const suite = apiSuite();
const extra = namedPeople(suite);
const call = accountsCall(suite);
const get = (url: string, role: Role = "admin_school") => call("GET", url, role);

describe("duties", () => {
  const patch = async (userId: number, body: Record<string, unknown>) =>
    suite.harness.app.inject({
      method: "PATCH",
      url: `/api/v1/user/accounts/manager_update/${userId}/`,
      headers: await suite.harness.authAs(suite.school, "admin_school"),
      payload: body,
    });
  type DutyRow = { id: number; role: string; students: number };
  const duty = async (name: string) => (await get(`duties/?duty=${name}`)).json() as DutyRow[];

  it("lists who may hold each duty with the number of students whose record names them, most first", async () => {
    const { admin, admin_school: schoolAdmin } = suite.school.users;
    expect((await patch(extra.aigerim!, { seller: admin, ielts_teacher: extra.bolat })).statusCode).toBe(200);
    expect((await patch(extra.nurlan!, { seller: admin, responsible_abroad: schoolAdmin })).statusCode).toBe(200);

    const sellers = await duty("seller");
    expect(sellers.map((row) => row.role).every((role) => role === "admin" || role === "admin_school")).toBe(true);
    expect(sellers[0]).toMatchObject({ id: admin, students: 2 });
    expect(sellers.find((row) => row.id === schoolAdmin)?.students).toBe(0);

    expect((await duty("responsible_abroad")).find((row) => row.id === schoolAdmin)?.students).toBe(1);

    const ieltsTeachers = await duty("ielts_teacher");
    expect(ieltsTeachers.every((row) => row.role === "teacher")).toBe(true);
    expect(ieltsTeachers[0]).toMatchObject({ id: extra.bolat, students: 1 });
    expect(ieltsTeachers.map((row) => row.id)).not.toContain(suite.other.users.teacher);
  });

  it("refuses an unknown duty and is closed to teachers and students", async () => {
    expect((await get("duties/?duty=president")).statusCode).toBe(400);
    expect((await get("duties/")).statusCode).toBe(400);
    expect((await get("duties/?duty=seller", "teacher")).statusCode).toBe(403);
    expect((await get("duties/?duty=seller", "student")).statusCode).toBe(403);
  });
});

describe("a mailing's audience", () => {
  it("is selected as the user list selects: sized with its Telegram reach, paged as the list pages", async () => {
    const { admin } = suite.school.users;
    const headers = await suite.harness.authAs(suite.school, "admin_school");
    const patched = await suite.harness.app.inject({
      method: "PATCH",
      url: `/api/v1/user/accounts/manager_update/${extra.aigerim}/`,
      headers,
      payload: { seller: admin },
    });
    expect(patched.statusCode).toBe(200);
    await suite.harness.database.db
      .update(studentRecords)
      .set({ has_chat_id: true })
      .where(eq(studentRecords.userId, extra.aigerim!));

    const students = (await get("mailing_users/?role=student")).json() as { count: number; with_chat_id: number };
    expect(students).toEqual({ count: 3, with_chat_id: 1 });
    expect((await get(`mailing_users/?role=student&seller=${admin}`)).json()).toEqual({ count: 2, with_chat_id: 1 });
    expect((await get("mailing_users/?has_chat_id=true")).json()).toEqual({ count: 1, with_chat_id: 1 });
    // Everyone: the school's users, staff too (each has an e-mail address); never another school's.
    const everyone = (await get("mailing_users/")).json() as { count: number };
    const listed = (await get("list/")).json() as { count: number };
    expect(everyone.count).toBe(listed.count);

    const page = (await get(`list_mailing_users/?role=student&seller=${admin}`)).json() as {
      count: number;
      results: { id: number }[];
    };
    const list = (await get(`list/?role=student&seller=${admin}`)).json() as typeof page;
    expect(page).toEqual(list);
    expect(page.results.map((user) => user.id).sort()).toEqual([extra.aigerim, extra.nurlan].sort());
    expect(page.results.map((user) => user.id)).not.toContain(suite.other.users.student);
  });

  it("refuses an unknown filter and is closed to teachers and students", async () => {
    expect((await get("mailing_users/?colour=blue")).statusCode).toBe(400);
    expect((await get("list_mailing_users/?page=0")).statusCode).toBe(400);
    expect((await get("mailing_users/", "teacher")).statusCode).toBe(403);
    expect((await get("list_mailing_users/", "student")).statusCode).toBe(403);
  });
});
