import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSchoolDatabases, type SchoolDatabases } from "../core/tenancy/school-database.js";
import { openTestDatabase } from "../test/test-database.js";
import type { Database } from "./client.js";
import { preparedStatement } from "./prepared.js";
import { schools, catalogTags as tags } from "./schema/index.js";

/**
 * A prepared statement (db/prepared.ts) answers as the same query unprepared would, on each school's handle under
 * the policies: the plan PostgreSQL keeps on a connection must not carry one school's rows to another whose request
 * reuses that connection.
 */
let database: Database;
let handles: SchoolDatabases;
const school = { first: 0, second: 0 };
let builds = 0;

const tagsNamed = preparedStatement("test_tags_named", (db, name) => {
  builds += 1;
  return db
    .select({ schoolId: tags.schoolId, name: tags.nameEn })
    .from(tags)
    .where(eq(tags.nameEn, sql.placeholder("name")))
    .prepare(name);
});

beforeAll(async () => {
  database = await openTestDatabase();
  for (const key of ["first", "second"] as const) {
    const [row] = await database.db
      .insert(schools)
      .values({ name: `Prepared ${key}`, domain: `prepared-${key}-${process.pid}.test` })
      .returning({ id: schools.id });
    school[key] = row!.id;
    await database.db.insert(tags).values({ schoolId: row!.id, nameEn: "shared name" });
  }
  // One connection, so both schools' handles run the statement on the connection that prepared it.
  handles = openSchoolDatabases(database.db, { size: 1 });
}, 120_000);

afterAll(async () => {
  await handles.close();
  await database.close();
});

describe("a prepared statement", () => {
  it("is refused when a second one takes its name", () => {
    expect(() => preparedStatement("test_tags_named", (db, name) => db.select().from(tags).prepare(name))).toThrow(
      /defined twice/,
    );
  });

  it("is built once per handle and answers each school's handle with that school's rows only", async () => {
    const first = handles.forSchool(school.first);
    const second = handles.forSchool(school.second);
    for (let round = 0; round < 3; round += 1) {
      const ofFirst = await tagsNamed(first, { name: "shared name" });
      const ofSecond = await tagsNamed(second, { name: "shared name" });
      const postgres = Boolean(process.env.DATABASE_URL);
      // The embedded database has no request role: every handle is the owner's, filtered by the queries themselves.
      if (postgres) {
        expect(ofFirst).toEqual([{ schoolId: school.first, name: "shared name" }]);
        expect(ofSecond).toEqual([{ schoolId: school.second, name: "shared name" }]);
      } else {
        expect(ofFirst).toHaveLength(2);
      }
    }
    expect(await tagsNamed(first, { name: "no such name" })).toEqual([]);
    expect(builds).toBe(process.env.DATABASE_URL ? 2 : 1);
  });
});
