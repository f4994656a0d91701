import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../core/access/actor.js";
import type { Database } from "../db/client.js";
import { referralCredits, schools, studentRecords, users } from "../db/schema/index.js";
import { utmReport } from "../modules/marketing/utm/utm-report.service.js";
import { openTestDatabase } from "../test/test-database.js";
import { DEMO_PASSWORD, seedDemo } from "./demo.js";
import { DEMO_REFERRAL_CODE, seedDemoMarketing } from "./demo-marketing.js";

let database: Database;
let schoolId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  const [school] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.domain, "localhost"));
  schoolId = school!.id;
  // The whole demo is seeded first (drawn pictures and PDFs too): a minute or more beside other test files.
}, 180_000);
afterAll(() => database.close());

describe("the demo's sales sources", () => {
  it("fill the UTM report of the last days with campaigns, purchases and a referral", async () => {
    // The newcomers registered in the hours before the seed.
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const scope = { db: database.db, schoolId, language: "ru" } as unknown as Actor;
    const report = await utmReport(scope, { from, to: "2099-12-31" });
    const sources = report.rows.map((row) => row.utm_source);
    expect(sources).toEqual(expect.arrayContaining(["instagram", "google", "referral"]));
    expect(report.totals.purchases).toBeGreaterThanOrEqual(3);
    expect(report.totals.revenue[0]).toMatchObject({ currency: "KZT", amount_minor: expect.any(Number) });
  });

  it("gives Arman a referral code, a friend who bought with his credit, and a lead with its referrer", async () => {
    const db = database.db;
    const [arman] = await db.select().from(users).where(eq(users.email, "student@demo.kz"));
    expect(arman!.referralCode).toBe(DEMO_REFERRAL_CODE);
    const credits = await db.select().from(referralCredits).where(eq(referralCredits.referrerId, arman!.id));
    expect(credits).toHaveLength(1);
    const [asel] = await db.select().from(users).where(eq(users.email, "asel@demo.kz"));
    expect(asel!.referrerId).toBe(arman!.id);
    const [record] = await db.select().from(studentRecords).where(eq(studentRecords.userId, asel!.id));
    expect(record!.type).toBe("consultation");
  });

  it("adds nothing when seeded again", async () => {
    const before = await database.db.select().from(referralCredits);
    await seedDemoMarketing(database.db, schoolId, DEMO_PASSWORD);
    expect(await database.db.select().from(referralCredits)).toEqual(before);
  });
});
