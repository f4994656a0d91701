import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { notifications, schoolNotices, schools } from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemoNotifications } from "./demo-notifications.js";

let database: Database;
let schoolId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  database = await openTestDatabase();
  const [school] = await database.db.insert(schools).values({ name: "Demo", domain: "demo-notices.test" }).returning();
  schoolId = school!.id;
  for (const [email, role] of [
    ["admin@demo.kz", "admin_school"],
    ["manager@demo.kz", "admin"],
    ["teacher@demo.kz", "teacher"],
    ["student@demo.kz", "student"],
  ] as const) {
    ids[email] = await addUser(database.db, { schoolId, email, password: "a-long-password", role, firstName: role });
  }
});
afterAll(() => database.close());

const unreadOf = async (userId: number) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  )[0]!.n;

describe("the demo's notifications", () => {
  it("give every demo account a count on its bell, once however often the seed runs", async () => {
    await seedDemoNotifications(database.db, schoolId);
    await seedDemoNotifications(database.db, schoolId);
    expect(await database.db.select().from(schoolNotices).where(eq(schoolNotices.schoolId, schoolId))).toHaveLength(2);
    expect(await unreadOf(ids["student@demo.kz"]!)).toBe(5);
    expect(await unreadOf(ids["teacher@demo.kz"]!)).toBe(2);
    expect(await unreadOf(ids["manager@demo.kz"]!)).toBe(2);
    expect(await unreadOf(ids["admin@demo.kz"]!)).toBe(1);
  });

  it("keep the server's words in three languages, a demo seeded before given them on start", async () => {
    const grade = and(eq(notifications.schoolId, schoolId), eq(notifications.dedupeKey, "demo:0"));
    // As the old seed wrote it: the three languages joined in one title.
    await database.db
      .update(notifications)
      .set({ title: "Оценка / Баға / Grade: 92", titleKk: "", titleEn: "" })
      .where(grade);
    await seedDemoNotifications(database.db, schoolId);
    const [row] = await database.db.select().from(notifications).where(grade);
    expect(row).toMatchObject({ title: "Оценка: 92", titleKk: "Баға: 92", titleEn: "Grade: 92" });
    expect(await unreadOf(ids["student@demo.kz"]!)).toBe(5);
  });
});
