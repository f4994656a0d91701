import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverOf } from "../../db/client.js";
import { courses, users } from "../../db/schema/index.js";
import { newCourse } from "../../test/factories.js";
import { needs } from "../../test/requirements.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { APPLICATION_ROLE } from "./school-database.js";
import { depsForSchool, schoolScope } from "./scope.js";

/**
 * Row-level security as the backstop of tenancy (decision 0049): whatever a query forgets, a request's database
 * handle reads and writes only its school's rows. PostgreSQL only: the embedded database keeps the owner's handle.
 */
/** Where, among `root`'s own properties (to a depth of 6, the log apart), any of `targets` is found. */
function pathsTo(root: object, targets: unknown[]): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string, depth: number) => {
    if (targets.includes(value)) found.push(path);
    if (typeof value !== "object" || value === null || seen.has(value) || depth === 0) return;
    seen.add(value);
    for (const key of Object.getOwnPropertyNames(value)) {
      if (key !== "log") walk((value as Record<string, unknown>)[key], `${path}.${key}`, depth - 1);
    }
  };
  walk(root, "deps", 6);
  return found;
}

describe("a school's database handle", needs("postgres"), () => {
  let t: TestApp;
  let mine: TestSchool;
  let theirs: TestSchool;

  beforeAll(async () => {
    t = await createTestApp();
    mine = await t.newSchool();
    theirs = await t.newSchool();
  });
  afterAll(() => t.close());

  it("answers an unfiltered select with the caller's school's rows only", async () => {
    const everyone = await t.deps.schools.forSchool(mine.id).select({ schoolId: users.schoolId }).from(users);
    expect(everyone.length).toBeGreaterThan(0);
    expect(new Set(everyone.map((row) => row.schoolId))).toEqual(new Set([mine.id]));

    const owners = await t.deps.db.select({ schoolId: users.schoolId }).from(users);
    expect(new Set(owners.map((row) => row.schoolId))).toEqual(new Set([mine.id, theirs.id]));
  });

  it("sees no school-owned row at all when it acts for no school", async () => {
    expect(await t.deps.schools.forSchool(null).select().from(users)).toEqual([]);
  });

  it("refuses to write a row into another school", async () => {
    const write = t.deps.schools
      .forSchool(mine.id)
      .insert(courses)
      .values({ schoolId: theirs.id, titleRu: "Чужая программа" } as typeof courses.$inferInsert);
    await expect(write).rejects.toMatchObject({ cause: { code: "42501" } });
    const [row] = await t.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(courses)
      .where(sql`${courses.schoolId} = ${theirs.id}`);
    expect(row?.count).toBe(0);
  });

  it("keeps each connection's school when schools take turns on the same pool", async () => {
    const reads = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const school = index % 2 === 0 ? mine : theirs;
        return t.deps.schools
          .forSchool(school.id)
          .select({ schoolId: users.schoolId })
          .from(users)
          .then((rows) => ({ school: school.id, seen: new Set(rows.map((row) => row.schoolId)) }));
      }),
    );
    for (const read of reads) expect(read.seen).toEqual(new Set([read.school]));
  });

  it("lets the catalogue's search functions answer for the request's own school only", async () => {
    for (const school of [mine, theirs]) await newCourse(t.deps.db, school.id, { titleRu: "Politecnico di Milano" });
    const searches = {
      words: (school: TestSchool) =>
        sql`select id from catalog_word_matches(${school.id}, to_tsquery('simple', 'politecnico:*'))`,
      nearTitles: (school: TestSchool) =>
        sql`select id from catalog_similar_titles(${school.id}, 'politecnco', 0.5, true, null, 10)`,
    };
    const rowsOf = async (handle: { execute(query: SQL): Promise<unknown> }, query: SQL) =>
      ((await handle.execute(query)) as { rows: unknown[] }).rows.length;
    for (const search of Object.values(searches)) {
      expect(await rowsOf(t.deps.schools.forSchool(theirs.id), search(theirs))).toBe(1);
      expect(await rowsOf(t.deps.schools.forSchool(mine.id), search(theirs))).toBe(0);
      expect(await rowsOf(t.deps.schools.forSchool(null), search(theirs))).toBe(0);
      expect(await rowsOf(t.deps.db, search(theirs))).toBe(1);
    }
  });

  it("gives a school's work its handle, its queue's transactions and no other school (decision 0130)", async () => {
    const own = depsForSchool(t.deps, mine.id);
    expect(schoolScope(t.deps, mine.id).deps).toBe(own);
    expect(() => own.schools.forSchool(theirs.id)).toThrow(/its own school/);
    // No member, however deep, is the owner's handle or its pool: only named calls keep them (sessions, rate limits).
    const owner = driverOf(t.deps.db) as { pool?: unknown };
    expect(pathsTo(own, [t.deps.db, owner.pool])).toEqual([]);
    expect(pathsTo(t.deps, [t.deps.db]).length).toBeGreaterThan(0);
    const roleOf = async (db: { execute(query: SQL): Promise<unknown> }) =>
      ((await db.execute(sql`select current_user as role`)) as { rows: { role: string }[] }).rows[0]?.role;
    expect(await roleOf(own.db)).toBe(APPLICATION_ROLE);
    // The queue's transaction is the school's: its writes are held by the policies, and its job is stored with them.
    const stored = await own.queue.transaction(async (tx, jobs) => {
      const id = await jobs.enqueue("mail.send", { to: "someone@test.kz", school_id: null, subject: "s", text: "t" });
      return { role: await roleOf(tx), id };
    });
    expect(stored.role).toBe(APPLICATION_ROLE);
    const [job] = (
      (await t.deps.db.execute(sql`select name from pgboss.job where id = ${stored.id}`)) as {
        rows: { name: string }[];
      }
    ).rows;
    expect(job?.name).toBe("mail.send");
    // ...and the role may store jobs, never read one.
    await expect(own.db.execute(sql`select data from pgboss.job limit 1`)).rejects.toMatchObject({
      cause: { code: "42501" },
    });
  });

  it("covers every table that has a school_id column", async () => {
    const unprotected = await t.deps.db.execute(sql`
      select c.table_name from information_schema.columns c
      join pg_class k on k.relname = c.table_name and k.relnamespace = 'public'::regnamespace
      where c.table_schema = 'public' and c.column_name = 'school_id' and k.relkind = 'r'
        and not (k.relrowsecurity and exists (select 1 from pg_policies p where p.tablename = c.table_name))`);
    const { rows } = unprotected as unknown as { rows: { table_name: string }[] };
    expect(rows.map((row) => row.table_name)).toEqual([]);
  });
});
