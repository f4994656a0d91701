import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readFirstSheet } from "../../../core/xlsx.js";
import { users } from "../../../db/schema/index.js";
import { newCourse, newCoursePayment } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";

const suite = apiSuite({ rateLimits: { windowSeconds: 900, perAccount: 1000, perAddress: 1000 } });
let address = 0;
/** Each guest call from an address of its own, so the per-address limits never join two tests. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const register = (payload: Record<string, unknown>) =>
  suite.harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/create/",
    remoteAddress: nextAddress(),
    payload: {
      first_name: "Guest",
      last_name: "Visitor",
      email: `guest.${address}.${process.pid}@example.kz`,
      password: "a-long-password-1",
      domain: suite.school.domain,
      consent: true,
      ...payload,
    },
  });

const report = (role: "admin_school" | "admin" | "teacher" | "student", query: string, school = suite.school) =>
  suite.as(school, role, { method: "GET", url: `/api/v1/marketing/utm-report/?${query}` });

async function userByEmail(email: string) {
  const [row] = await suite.harness.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe("UTM capture at registration", () => {
  it("stores the landing marks on the new student", async () => {
    const email = `utm.${process.pid}@example.kz`;
    const response = await register({
      email,
      utm_source: " instagram ",
      utm_campaign: "spring-2026",
      utm_content: "story_1",
      utm_medium: "social",
      utm_term: "учёба в Италии",
    });
    expect(response.statusCode).toBe(201);
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      utmSource: "instagram",
      utmCampaign: "spring-2026",
      utmContent: "story_1",
      utmMedium: "social",
      utmTerm: "учёба в Италии",
      referrerId: null,
    });
  });

  it("keeps an empty mark as none and registers without marks as before", async () => {
    const email = `nomarks.${process.pid}@example.kz`;
    expect((await register({ email, utm_source: "", utm_term: "   " })).statusCode).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ utmSource: null, utmTerm: null, utmCampaign: null });
  });

  it.each([
    ["too long", { utm_source: "x".repeat(201) }],
    ["a control character", { utm_campaign: "spring\u0001" }],
    ["a line break", { utm_term: "one\ntwo" }],
    ["a tab", { utm_medium: "cpc\tx" }],
    ["not a string", { utm_source: 5 }],
    ["a malformed referral code", { ref: "a b/c" }],
  ])("refuses a mark with %s (400, nothing created)", async (_why, payload) => {
    const email = `bad.${address}.${process.pid}@example.kz`;
    const response = await register({ email, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String) });
    const [row] = await suite.harness.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });
});

describe("the UTM report", () => {
  it("counts registrations and paid purchases by source and campaign, revenue exact per currency, in the school's days", async () => {
    const db = suite.harness.database.db;
    const school = await suite.harness.newSchool();
    const other = suite.other;
    const courseId = await newCourse(db, school.id);
    const student = async (marks: Partial<typeof users.$inferInsert>, createdAt: string) => {
      const [row] = await db
        .insert(users)
        .values({
          schoolId: school.id,
          email: `r${Math.random().toString(36).slice(2)}@example.kz`,
          passwordHash: "x",
          firstName: "R",
          role: "student",
          createdAt: new Date(createdAt),
          ...marks,
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const ig = { utmSource: "instagram", utmCampaign: "spring" };
    // Almaty is UTC+5: 2026-02-28T19:30Z is already 1 March there, 2026-03-31T19:30Z already 1 April.
    const a = await student(ig, "2026-02-28T19:30:00Z");
    const b = await student(ig, "2026-03-15T10:00:00Z");
    const c = await student({ utmSource: "google", utmCampaign: "brand" }, "2026-03-20T10:00:00Z");
    await student({}, "2026-03-21T10:00:00Z");
    await student(ig, "2026-03-31T19:30:00Z"); // April in Almaty: not counted
    await student(ig, "2026-02-28T18:59:59Z"); // February in Almaty: not counted
    // Staff are not registrations.
    await db
      .update(users)
      .set({ ...ig, createdAt: new Date("2026-03-10T00:00:00Z") })
      .where(eq(users.id, school.users.admin));
    const pay = (userId: number, input: Partial<Parameters<typeof newCoursePayment>[1]>) =>
      newCoursePayment(db, {
        schoolId: school.id,
        courseId,
        userId,
        paidAt: new Date("2026-03-16T10:00:00Z"),
        ...input,
      });
    await pay(a, { ...ig, amountMinor: 2_500_050 });
    await pay(b, { ...ig, amountMinor: 1_000_000, refundedMinor: 250_001 }); // partial refund: the rest counts
    await pay(b, { ...ig, amountMinor: 9_999, currency: "EUR" });
    await pay(b, { ...ig, amountMinor: 700_000, status: "refunded", refundedMinor: 700_000 }); // full refund: nothing
    await pay(b, { ...ig, amountMinor: 500_000, status: "pending", paidAt: null });
    await pay(b, { ...ig, amountMinor: 500_000, status: "failed", paidAt: null });
    await pay(b, { ...ig, amountMinor: 400_000, deletedAt: new Date() }); // deleted: nothing
    await pay(b, { ...ig, amountMinor: 300_000, kind: "tariff" }); // the school's tariff is no sale
    await pay(b, { ...ig, amountMinor: 111_111, paidAt: new Date("2026-03-31T19:00:01Z") }); // April in Almaty
    await pay(c, { utmSource: "google", utmCampaign: "brand", amountMinor: 333, kind: "priority_package" });
    await pay(c, { amountMinor: 1_000 }); // a manual or unmarked sale
    // Another school's marks and money never show.
    await newCoursePayment(db, {
      schoolId: other.id,
      courseId: await newCourse(db, other.id),
      userId: other.users.student,
      ...ig,
      paidAt: new Date("2026-03-16T10:00:00Z"),
    });

    const response = await suite.as(school, "admin", {
      method: "GET",
      url: "/api/v1/marketing/utm-report/?from=2026-03-01&to=2026-03-31",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      time_zone: "Asia/Almaty",
      rows: [
        {
          utm_source: "instagram",
          utm_campaign: "spring",
          registrations: 2,
          purchases: 3,
          revenue: [
            { currency: "EUR", amount_minor: 9_999 },
            { currency: "KZT", amount_minor: 2_500_050 + 1_000_000 - 250_001 },
          ],
        },
        {
          utm_source: "google",
          utm_campaign: "brand",
          registrations: 1,
          purchases: 1,
          revenue: [{ currency: "KZT", amount_minor: 333 }],
        },
        {
          utm_source: null,
          utm_campaign: null,
          registrations: 1,
          purchases: 1,
          revenue: [{ currency: "KZT", amount_minor: 1_000 }],
        },
      ],
      totals: {
        registrations: 4,
        purchases: 5,
        revenue: [
          { currency: "EUR", amount_minor: 9_999 },
          { currency: "KZT", amount_minor: 2_500_050 + 750_000 - 1 + 333 + 1_000 },
        ],
      },
    });

    const file = await suite.as(school, "admin_school", {
      method: "GET",
      url: "/api/v1/marketing/utm-report/export/?from=2026-03-01&to=2026-03-31&translate_lang=en",
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const sheet = await readFirstSheet(file.rawPayload);
    expect(sheet.map((row) => row.cells)).toEqual([
      ["Source", "Campaign", "Registrations", "Purchases", "Revenue, EUR", "Revenue, KZT"],
      ["instagram", "spring", "2", "3", "99.99", "32500.49"],
      ["google", "brand", "1", "1", "0", "3.33"],
      ["(no mark)", "(no mark)", "1", "1", "0", "10"],
      ["", "", "4", "5", "99.99", "32513.82"],
    ]);
  });

  it("is for the school admin and the manager only; a period is required and may not run backwards", async () => {
    for (const role of ["admin_school", "admin"] as const) {
      expect((await report(role, "from=2026-01-01&to=2026-01-31")).statusCode).toBe(200);
    }
    for (const role of ["teacher", "student"] as const) {
      expect((await report(role, "from=2026-01-01&to=2026-01-31")).statusCode).toBe(403);
      const file = await suite.as(suite.school, role, {
        method: "GET",
        url: "/api/v1/marketing/utm-report/export/?from=2026-01-01&to=2026-01-31",
      });
      expect(file.statusCode).toBe(403);
    }
    const guest = await suite.harness.app.inject({
      method: "GET",
      url: "/api/v1/marketing/utm-report/?from=2026-01-01&to=2026-01-31",
    });
    expect(guest.statusCode).toBe(401);
    for (const query of [
      "from=2026-02-01&to=2026-01-31",
      "from=2026-01-01",
      "from=2026-02-30&to=2026-03-01",
      "from=2020-01-01&to=2026-01-01",
      "from=2026-01-01&to=2026-01-31&x=1",
    ]) {
      expect((await report("admin", query)).statusCode, query).toBe(400);
    }
  });

  it("never shows another school's registrations", async () => {
    const email = `own.${process.pid}@example.kz`;
    await register({ email, utm_source: "tiktok", utm_campaign: "only-here" });
    const today = new Date().toISOString().slice(0, 10);
    const window = `from=2026-01-01&to=${today > "2026-12-31" ? today : "2026-12-31"}`;
    const mine = (await report("admin", window)).json();
    expect(mine.rows).toContainEqual(expect.objectContaining({ utm_source: "tiktok", utm_campaign: "only-here" }));
    const theirs = (await report("admin", window, suite.other)).json();
    expect(theirs.rows).not.toContainEqual(expect.objectContaining({ utm_source: "tiktok" }));
    const [row] = await suite.harness.database.db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(and(eq(users.email, email)));
    expect(row?.schoolId).toBe(suite.school.id);
  });
});
