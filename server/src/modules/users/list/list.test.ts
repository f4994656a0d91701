import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userEducations, userLanguages } from "../../../db/schema/index.js";
import { apiSuite } from "../../../test/test-app.js";
import { accountsCall, type Role } from "../users.test-kit.js";

const suite = apiSuite();
const unique = (name: string) => `${name}.${process.pid}@user-list.kz`;

const call = accountsCall(suite);
const create = (payload: object, role: Role = "admin") => call("POST", "manager_create/", role, payload);
type Page = { count: number; next: string | null; results: { id: number; role: string; email: string }[] };
const list = async (query: string, role: Role = "admin") => (await call("GET", `list/?${query}`, role)).json() as Page;

describe("list", () => {
  it("pages the school's users with role tabs and filters, and refuses bad input", async () => {
    const ids: number[] = [];
    for (const name of ["lista", "listb", "listc"]) {
      const response = await create({ first_name: `Zarina-${name}`, last_name: "Listova", email: unique(name) });
      ids.push((response.json() as { id: number }).id);
    }
    const db = suite.harness.database.db;
    await db.insert(userEducations).values({
      schoolId: suite.school.id,
      userId: ids[0]!,
      degree: "phd",
      professionName: "Physics",
      start: 2010,
      assessmentForm: "gpa",
    });
    await db.insert(userLanguages).values({ schoolId: suite.school.id, userId: ids[1]!, language: "it", level: "B2" });

    const all = await list("");
    expect(all.results.length).toBeLessThanOrEqual(20);
    expect(all.results.every((row) => row.id !== suite.other.users.student)).toBe(true);
    const students = await list("role=student&q=listova");
    expect(students.results.map((row) => row.id)).toEqual([...ids].reverse());
    expect((await list("q=zarina-LISTB")).results.map((row) => row.id)).toEqual([ids[1]]);
    expect((await list("education=phd&q=listova")).results.map((row) => row.id)).toEqual([ids[0]]);
    expect((await list("language=it&q=listova")).results.map((row) => row.id)).toEqual([ids[1]]);
    expect((await list("role=teacher&q=listova")).count).toBe(0);
    expect((await list("q=%25")).count).toBe(0);
    const teachers = await list("role=teacher");
    expect(teachers.results.every((row) => row.role === "teacher")).toBe(true);

    for (const bad of ["role=king", "page=0", "page=1001", "education=x", "gender=f", `q=${"a".repeat(101)}`]) {
      expect((await call("GET", `list/?${bad}`, "admin")).statusCode, bad).toBe(400);
    }
    expect((await call("GET", "list/", "teacher")).statusCode).toBe(403);
    expect((await call("GET", "list/", "admin_school")).statusCode).toBe(200);
  });

  it("counts and pages filters on the record alone as the list joined to the accounts does", async () => {
    const country = `Recordland${process.pid}`;
    const ids: number[] = [];
    for (let index = 0; index < 23; index += 1) {
      const response = await create({
        first_name: "Recorded",
        last_name: `R${index}`,
        email: unique(`recorded${index}`),
        countries: [country],
        contract: index % 3 !== 0,
      });
      ids.push((response.json() as { id: number }).id);
    }
    // Another school's student with a matching record stays out of this school's list.
    await suite.harness.database.db.execute(
      sql`insert into student_records (user_id, school_id, countries, contract)
        values (${suite.other.users.student}, ${suite.other.id}, array[${country}], true)
        on conflict (user_id) do update set countries = excluded.countries, contract = true`,
    );
    const contracted = ids.filter((_, index) => index % 3 !== 0).reverse();
    const filters = `countries=${country}&contract=true`;
    // `q=@` matches every account and asks of `users`, so the list takes its joined path.
    for (const query of [filters, `role=student&${filters}`, `${filters}&q=@`, `role=student&${filters}&q=@`]) {
      const first = await list(query);
      const second = await list(`${query}&page=2`);
      expect(first.count, query).toBe(contracted.length);
      expect(
        [...first.results, ...second.results].map((row) => row.id),
        query,
      ).toEqual(contracted);
    }
    expect((await list(`role=teacher&${filters}`)).count).toBe(0);
    expect((await list(`role=student&countries=${country}&contract=false`)).count).toBe(ids.length - contracted.length);
  });

  it("pages twenty at a time with a next link", async () => {
    for (let index = 0; index < 21; index += 1) {
      await create({ first_name: "Pager", last_name: `N${index}`, email: unique(`pager${index}`) });
    }
    const first = await list("q=pager");
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.next).toContain("page=2");
    const second = await list("q=pager&page=2");
    expect(second.results).toHaveLength(1);
    expect(new Set([...first.results, ...second.results].map((row) => row.id)).size).toBe(21);
  });
});
