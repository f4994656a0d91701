import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { courses, lessons, schools, studyGroups, users } from "../../db/schema/index.js";
import { DEMO_ACCOUNTS, seedDemo } from "../../db/seed/demo.js";
import { openTestDatabase } from "../../test/test-database.js";
import { createSchoolWithAdmin } from "./school-setup.service.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("demo data", () => {
  it("creates the demo school and four accounts, and re-running changes nothing", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const demo = await database.db.select().from(schools).where(eq(schools.domain, "localhost"));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ name: "Demo School", currency: "KZT", tariffActive: true });
    const accounts = await database.db.select().from(users).where(eq(users.schoolId, demo[0]!.id));
    expect(accounts.map((account) => [account.email, account.role]).sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => [account.email, account.role]).sort(),
    );
    const programs = await database.db.select().from(courses).where(eq(courses.schoolId, demo[0]!.id));
    expect(programs).toHaveLength(8);
    expect(programs.map((program) => program.titleEn)).toContain("Architecture");
    const demoLessons = await database.db.select().from(lessons).where(eq(lessons.schoolId, demo[0]!.id));
    expect(demoLessons).toHaveLength(5);
    const groups = await database.db.select().from(studyGroups).where(eq(studyGroups.schoolId, demo[0]!.id));
    expect(groups).toHaveLength(1);
  });
});

describe("school creation by the platform operator", () => {
  it("creates a school with its first admin", async () => {
    const created = await createSchoolWithAdmin(database.db, {
      name: "Astana Academy",
      domain: "Academy.KZ",
      adminEmail: "Head@Academy.kz",
      adminPassword: "a-long-secret",
    });
    const [admin] = await database.db.select().from(users).where(eq(users.id, created.adminId));
    expect(admin).toMatchObject({ email: "head@academy.kz", role: "admin_school", schoolId: created.schoolId });
  });

  it("refuses a taken domain or e-mail with a clear message, creating nothing", async () => {
    const before = (await database.db.select().from(schools)).length;
    await expect(
      createSchoolWithAdmin(database.db, {
        name: "Copy",
        domain: "academy.kz",
        adminEmail: "new@x.kz",
        adminPassword: "a-long-secret",
      }),
    ).rejects.toThrow("The domain academy.kz is already used by another school");
    await expect(
      createSchoolWithAdmin(database.db, {
        name: "Copy",
        domain: "copy.kz",
        adminEmail: "admin@demo.kz",
        adminPassword: "a-long-secret",
      }),
    ).rejects.toThrow("The e-mail admin@demo.kz is already registered");
    expect((await database.db.select().from(schools)).length).toBe(before);
  });
});
