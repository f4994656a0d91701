import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { schools, tariffReminders, users } from "../../db/schema/index.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { runTariffDay } from "./lapse.service.js";

const smtp = await startSmtpCapture();
const suite = apiSuite({ smtpUrl: smtp.url });
afterAll(() => smtp.close());
const db = () => suite.harness.database.db;

const run = (instant: string) => runTariffDay(suite.harness.deps, new Date(instant));
const setTariff = (school: TestSchool, values: { tariffEndsOn: string; timeZone: string; tariffActive?: boolean }) =>
  db()
    .update(schools)
    .set({ tariffActive: true, ...values })
    .where(eq(schools.id, school.id));
const isActive = async (school: TestSchool) =>
  (await db().select({ active: schools.tariffActive }).from(schools).where(eq(schools.id, school.id)))[0]!.active;
const emailOf = async (userId: number) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

describe("the tariffs' daily check", () => {
  it("lapses a school at its own midnight after the last covered day, not at UTC's", async () => {
    // Almaty is UTC+5: 10 March 23:30 there is 18:30 UTC, 11 March 00:30 there is 19:30 UTC (still the 10th in UTC).
    await setTariff(suite.school, { tariffEndsOn: "2026-03-10", timeZone: "Asia/Almaty" });
    // Honolulu is UTC−10: at 19:30 UTC on the 10th it is still 09:30 on the 10th there.
    await setTariff(suite.other, { tariffEndsOn: "2026-03-10", timeZone: "Pacific/Honolulu" });

    const before = await run("2026-03-10T18:30:00Z");
    expect(before.lapsed).not.toContain(suite.school.id);
    expect(await isActive(suite.school)).toBe(true);

    const after = await run("2026-03-10T19:30:00Z");
    expect(after.lapsed).toContain(suite.school.id);
    expect(after.lapsed).not.toContain(suite.other.id);
    expect(await isActive(suite.school)).toBe(false);
    expect(await isActive(suite.other)).toBe(true);

    // A second run the same hour changes nothing more.
    expect((await run("2026-03-10T19:40:00Z")).lapsed).not.toContain(suite.school.id);
    // The school signs in to an inactive school: its calls are refused at once (the session cache heard the change).
    const call = () => suite.as(suite.school, "admin", { method: "GET", url: "/api/v1/user/accounts/list/" });
    await expect.poll(async () => (await call()).json().code, { timeout: 5000 }).toBe("school_inactive");

    expect((await run("2026-03-11T10:30:00Z")).lapsed).toContain(suite.other.id);
  });

  it("reminds the school admin 7 and 1 days before the end, once per period and day", async () => {
    const school = await suite.harness.newSchool();
    await setTariff(school, { tariffEndsOn: "2026-06-30", timeZone: "Asia/Almaty" });
    // 23 June 06:00 in Almaty: 7 days before the last day.
    expect((await run("2026-06-23T01:00:00Z")).reminded).toContain(school.id);
    expect((await run("2026-06-23T02:00:00Z")).reminded).not.toContain(school.id);
    expect((await run("2026-06-25T02:00:00Z")).reminded).not.toContain(school.id);
    expect((await run("2026-06-29T02:00:00Z")).reminded).toContain(school.id);
    expect((await run("2026-06-29T12:00:00Z")).reminded).not.toContain(school.id);

    const mail = await smtp.waitFor(await emailOf(school.users.admin_school), 15_000);
    expect(mail.text).toContain("2026-06-30");
    expect(mail.text).toContain("https://school.example.kz/settings?tab=tariff");
    const sent = await db()
      .select()
      .from(tariffReminders)
      .where(and(eq(tariffReminders.schoolId, school.id), eq(tariffReminders.endsOn, "2026-06-30")));
    expect(sent.map((row) => row.daysBefore).sort()).toEqual([1, 7]);
    // Only the school admin is written to.
    const manager = await emailOf(school.users.admin);
    expect(smtp.messages.some((message) => message.to.includes(manager))).toBe(false);

    // A new period has reminders of its own.
    await setTariff(school, { tariffEndsOn: "2026-07-30", timeZone: "Asia/Almaty" });
    expect((await run("2026-07-23T02:00:00Z")).reminded).toContain(school.id);
  });
});
