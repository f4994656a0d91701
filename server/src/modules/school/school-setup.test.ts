import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { catalogFormats, catalogTags, courses, lessons, schools, studyGroups, users } from "../../db/schema/index.js";
import { DEMO_ACCOUNTS, seedDemo } from "../../seed/demo.js";
import { translateOlderDemoCatalogue } from "../../seed/demo-catalogue.js";
import { DEMO_CLASSMATES } from "../../seed/demo-groups.js";
import { DEMO_NEWCOMERS } from "../../seed/demo-marketing.js";
import { DEMO_SECOND_TEACHER } from "../../seed/demo-schedule.js";
import { openTestDatabase } from "../../test/test-database.js";
import { createSchoolWithAdmin } from "./school-setup.service.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("demo data", () => {
  it("creates the demo school and its accounts, and re-running changes nothing", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const demo = await database.db.select().from(schools).where(eq(schools.domain, "localhost"));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({
      name: "Демо-школа",
      nameKk: "Демо мектеп",
      nameEn: "Demo School",
      currency: "KZT",
      tariffActive: true,
    });
    const accounts = await database.db.select().from(users).where(eq(users.schoolId, demo[0]!.id));
    expect(accounts.map((account) => [account.email, account.role]).sort()).toEqual(
      [
        ...DEMO_ACCOUNTS.map((account) => [account.email, account.role]),
        ...DEMO_CLASSMATES.map((classmate) => [classmate.email, "student"]),
        ...DEMO_NEWCOMERS.map((newcomer) => [newcomer.email, "student"]),
        [DEMO_SECOND_TEACHER.email, "teacher"],
      ].sort(),
    );
    const programs = await database.db.select().from(courses).where(eq(courses.schoolId, demo[0]!.id));
    expect(programs).toHaveLength(8);
    expect(programs.map((program) => program.titleEn)).toContain("Architecture");
    const demoLessons = await database.db.select().from(lessons).where(eq(lessons.schoolId, demo[0]!.id));
    // Five in the student's program, a video, a livestream and an exam in the next two (decision 0022), and four in
    // each of the other five (decision 0046).
    expect(demoLessons).toHaveLength(11 + 5 * 4);
    expect(new Set(demoLessons.map((lesson) => lesson.itemType))).toEqual(new Set(["video", "livestream", "exam"]));
    expect(demoLessons.filter((lesson) => lesson.youtubeLink).length).toBeGreaterThan(0);
    const groups = await database.db.select().from(studyGroups).where(eq(studyGroups.schoolId, demo[0]!.id));
    // The student's group, and one of each type with a timetable (decision 0027).
    expect(groups).toHaveLength(1 + 4);
    const countries = await database.db.select().from(catalogTags).where(eq(catalogTags.schoolId, demo[0]!.id));
    expect(countries).toContainEqual(expect.objectContaining({ nameRu: "Италия", nameKk: "Италия", nameEn: "Italy" }));
  });

  it("translates an older demo's entries still named in English only, and nothing the school changed", async () => {
    const [school] = await database.db
      .insert(schools)
      .values({ name: "Old demo", domain: "old-demo.test" })
      .returning({ id: schools.id });
    const schoolId = school!.id;
    await database.db.insert(catalogTags).values([
      { schoolId, nameRu: "Italy" },
      { schoolId, nameRu: "Hungary", nameKk: "Мажарстан" },
    ]);
    await database.db.insert(catalogFormats).values({ schoolId, nameRu: "Full-time" });
    await translateOlderDemoCatalogue(database.db, schoolId);
    await translateOlderDemoCatalogue(database.db, schoolId);
    const names = async (table: typeof catalogTags | typeof catalogFormats) =>
      (await database.db.select().from(table).where(eq(table.schoolId, schoolId)))
        .map((row) => [row.nameRu, row.nameKk, row.nameEn])
        .sort();
    expect(await names(catalogTags)).toEqual([
      ["Hungary", "Мажарстан", ""],
      ["Италия", "Италия", "Italy"],
    ]);
    expect(await names(catalogFormats)).toEqual([["Очная", "Күндізгі", "Full-time"]]);
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
