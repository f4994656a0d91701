import { describe, expect, it } from "vitest";
import { apiSuite } from "../../../test/test-app.js";
import { accountsCall, namedPeople, type Role } from "../users.test-kit.js";

const suite = apiSuite();
const extra = namedPeople(suite);
const call = accountsCall(suite);
const get = (url: string, role: Role = "admin_school") => call("GET", url, role);

describe("get_all_teacher", () => {
  it("lists only the school's teachers, sorted by last name", async () => {
    const response = await get("get_all_teacher/");
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; first_name: string; last_name: string; email: string }[];
    expect(list.map((user) => user.id).sort()).toEqual([suite.school.users.teacher, extra.zhanna, extra.bolat].sort());
    expect(list.map((user) => user.last_name)).toEqual([...list.map((user) => user.last_name)].sort());
    expect(list.find((user) => user.id === extra.zhanna)).toEqual({
      id: extra.zhanna,
      first_name: "Zhanna",
      last_name: "Abenova",
      email: `zhanna.${process.pid}@users-test.kz`,
    });
    expect(list.some((user) => user.id === suite.other.users.teacher)).toBe(false);
  });

  it("is open to admins and refused to teachers and students", async () => {
    expect((await get("get_all_teacher/", "admin")).statusCode).toBe(200);
    expect((await get("get_all_teacher/", "teacher")).statusCode).toBe(403);
    expect((await get("get_all_teacher/", "student")).statusCode).toBe(403);
  });
});

describe("students_list", () => {
  it("lists only the school's students", async () => {
    const response = await get("students_list/");
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: number }[]).map((user) => user.id);
    expect(ids.sort()).toEqual([suite.school.users.student, extra.aigerim, extra.nurlan].sort());
    expect(ids).not.toContain(suite.other.users.student);
    expect(ids).not.toContain(suite.school.users.teacher);
  });

  it("searches first name, last name and e-mail, case-insensitively", async () => {
    const ids = async (text: string) =>
      ((await get(`students_list/?student=${encodeURIComponent(text)}`)).json() as { id: number }[]).map(
        (user) => user.id,
      );
    expect(await ids("aiGERim")).toEqual([extra.aigerim]);
    expect(await ids("omarov")).toEqual([extra.nurlan]);
    expect(await ids("nurlan_o.")).toEqual([extra.nurlan]);
    // LIKE wildcards match literally.
    expect(await ids("%")).toEqual([]);
    expect(await ids("zhanna")).toEqual([]);
  });

  it("ignores the group parameter and rejects an over-long search", async () => {
    expect((await get("students_list/?group=7")).statusCode).toBe(200);
    expect((await get(`students_list/?student=${"a".repeat(101)}`)).statusCode).toBe(400);
  });

  it("is refused to teachers and students", async () => {
    expect((await get("students_list/", "teacher")).statusCode).toBe(403);
    expect((await get("students_list/", "student")).statusCode).toBe(403);
  });
});
