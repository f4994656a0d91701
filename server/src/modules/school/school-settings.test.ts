import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { SCHOOL_LOGO_MAX_BYTES } from "@school/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { schools } from "../../db/schema/index.js";
import { newScheduleLesson } from "../../test/factories.js";
import { multipartParts } from "../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";

const suite = apiSuite();
const db = () => suite.harness.database.db;
type Role = "admin_school" | "admin" | "teacher" | "student";
type Part = Parameters<typeof multipartParts>[0][number];

const update = async (parts: Part[], role: Role = "admin_school", school: TestSchool = suite.school) => {
  const body = multipartParts(parts);
  return suite.harness.app.inject({
    method: "PUT",
    url: "/api/v1/user/school/update/",
    payload: body.payload,
    headers: { ...body.headers, ...(await suite.harness.authAs(school, role)) },
  });
};
const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const schoolRow = async (id = suite.school.id) => (await db().select().from(schools).where(eq(schools.id, id)))[0]!;
const png = (width = 900, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: "#1d4ed8" } })
    .png()
    .toBuffer();
const storedLogos = async (schoolId: number) =>
  readdir(join(suite.harness.deps.env.DATA_DIR, "media", "schools", String(schoolId))).catch(() => []);

describe("PUT user/school/update/", () => {
  it("changes the texts in three languages, the rules and the time zone, keeping what is not sent", async () => {
    const before = await schoolRow();
    const response = await update(
      fields({
        name: "  Школа Альфа ",
        name_kk: "Альфа мектебі",
        name_en: "Alpha School",
        tagline_kk: "Шетелде оқу",
        description_en: "We prepare students\nfor universities abroad.",
        address: "Almaty, Abay 10",
        currency: "USD",
        time_zone: "Asia/Aqtobe",
        cancel_count: "3",
        transfer_count: "0",
        cancelTime: "48",
        transferTime: "12",
        work_start: "09:00",
        work_end: "21:30",
        auto_finish: "true",
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Школа Альфа",
      currency: "USD",
      settings: {
        name: "Школа Альфа",
        name_kk: "Альфа мектебі",
        tagline_kk: "Шетелде оқу",
        tagline: before.taglineRu,
        time_zone: "Asia/Aqtobe",
        cancelTime: 48,
        transferTime: 12,
        transfer_count: 0,
        work_start: "09:00",
        work_end: "21:30",
        auto_finish: true,
      },
    });
    const guest = await suite.harness.app.inject({
      method: "GET",
      url: `/api/v1/user/school/guest-info-school/?domain=${suite.school.domain}&translate_lang=kk`,
    });
    expect(guest.json()).toMatchObject({ name: "Альфа мектебі", tagline: "Шетелде оқу" });
    const rules = await suite.as(suite.school, "student", {
      method: "GET",
      url: "/api/v1/schedule/work-day/get_work_time/",
    });
    expect(rules.json()).toMatchObject({ time_zone: "Asia/Aqtobe", cancel_time: 48, work_start: "09:00" });
    expect(await schoolRow()).toMatchObject({ descriptionEn: "We prepare students\nfor universities abroad." });
  });

  it("lets the manager change the settings too, as the spec's role table says", async () => {
    const response = await update(fields({ address: "Astana, Mangilik El 1" }), "admin");
    expect(response.statusCode, response.body).toBe(200);
    expect((await schoolRow()).address).toBe("Astana, Mangilik El 1");
  });

  it("refuses teachers and students with 403 and never touches another school", async () => {
    for (const role of ["teacher", "student"] as const) {
      const response = await update(fields({ name: "Taken over" }), role);
      expect(response.statusCode, role).toBe(403);
    }
    const otherBefore = await schoolRow(suite.other.id);
    const response = await update(fields({ name: "Only mine", cancelTime: "6" }));
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(suite.school.id);
    expect(await schoolRow(suite.other.id)).toEqual(otherBefore);
  });

  it.each([
    ["name", ""],
    ["name", "x".repeat(121)],
    ["tagline_kk", "two\nlines"],
    ["description", "x".repeat(2001)],
    ["address", "bad\u0007bell"],
    ["currency", "BTC"],
    ["time_zone", "Mars/Olympus"],
    ["time_zone", "asia/almaty"],
    ["time_zone", "EST"],
    ["cancel_count", "-1"],
    ["cancel_count", "101"],
    ["transfer_count", "two"],
    ["cancelTime", "721"],
    ["transferTime", "1.5"],
    ["work_start", "25:00"],
    ["work_end", "09:07"],
    ["auto_finish", "maybe"],
  ])("refuses %s = %j with 400 naming the field, changing nothing", async (field, value) => {
    const before = await schoolRow();
    const response = await update(fields({ address: "Changed?", [field]: value }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed", fields: { [field]: expect.any(String) } });
    expect(await schoolRow()).toEqual(before);
  });

  it("refuses a work day ending before it starts, also against the stored start", async () => {
    const both = await update(fields({ work_start: "18:00", work_end: "09:00" }));
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toHaveProperty("work_end");
    await update(fields({ work_start: "09:00", work_end: "21:00" }));
    const endOnly = await update(fields({ work_end: "08:00" }));
    expect(endOnly.statusCode).toBe(400);
    expect(endOnly.json().fields).toHaveProperty("work_end");
    const unknown = await update(fields({ domain: "stolen.kz" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty("domain");
  });

  it("stores the logo as a WebP the logo call shows, replacing the old one", async () => {
    const first = await update([
      ...fields({ name: "Logo school" }),
      { name: "logo", file: await png(), filename: "a.png", type: "image/png" },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const logoUrl = first.json().logo as string;
    expect(logoUrl).toMatch(/\/media\/schools\/\d+\/logo-[0-9a-f]{16}\.webp$/);
    const image = await suite.harness.app.inject({ method: "GET", url: new URL(logoUrl, "http://x").pathname });
    expect(image.statusCode).toBe(200);
    const size = await sharp(image.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(["webp", 512, 171]);
    const second = await update([{ name: "logo", file: await png(200, 200), filename: "b.png", type: "image/png" }]);
    expect(second.statusCode).toBe(200);
    expect(await storedLogos(suite.school.id)).toHaveLength(1);
    const logo = await suite.harness.app.inject({
      method: "GET",
      url: `/api/v1/user/school/get_logo/?domain=${suite.school.domain}`,
    });
    expect(logo.json().logo).toBe(second.json().logo);
  });

  it("refuses a logo that is not an image (415) or too large (413), storing nothing and changing nothing", async () => {
    const before = await schoolRow();
    const filesBefore = await storedLogos(suite.school.id);
    const script = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const notImage = await update([
      ...fields({ name: "Should not stick" }),
      { name: "logo", file: script, filename: "logo.png", type: "image/png" },
    ]);
    expect(notImage.statusCode).toBe(415);
    const header = (await png(10, 10)).subarray(0, 64);
    const huge = Buffer.concat([header, Buffer.alloc(SCHOOL_LOGO_MAX_BYTES)]);
    const tooLarge = await update([
      ...fields({ name: "Should not stick" }),
      { name: "logo", file: huge, filename: "big.png", type: "image/png" },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    // The answer names the logo's own limit, not the 20 MB of documents.
    expect(tooLarge.json()).toMatchObject({
      code: "payload_too_large",
      detail: "Please select a file that is less than 5 MB in size!",
      fields: { max_bytes: String(SCHOOL_LOGO_MAX_BYTES) },
    });
    expect(await schoolRow()).toEqual(before);
    expect(await storedLogos(suite.school.id)).toEqual(filesBefore);
  });

  it("holds the next cancellation to a notice period changed through the call", async () => {
    await update(fields({ cancelTime: "2", cancel_count: "10", work_start: "00:00", work_end: "24:00" }));
    const lessonIn = (hours: number) =>
      newScheduleLesson(db(), {
        schoolId: suite.school.id,
        teacherId: suite.school.users.teacher,
        studentIds: [suite.school.users.student],
        startAt: new Date(Date.now() + hours * 3_600_000),
      });
    const cancel = (lesson: number) =>
      suite.as(suite.school, "student", {
        method: "POST",
        url: `/api/v1/schedule/schedule/post_status/${lesson}/`,
        payload: { status_lesson: "cancelled" },
      });
    const lesson = await lessonIn(5);
    await update(fields({ cancelTime: "24" }));
    const refused = await cancel(lesson);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "notice_too_short", fields: { notice_hours: "24" } });
    await update(fields({ cancelTime: "3" }));
    const accepted = await cancel(lesson);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("counts the planned lessons ahead that fall outside the work hours, in the school's zone", async () => {
    const hours = fields({ time_zone: "Asia/Aqtobe", work_start: "09:00", work_end: "18:00" });
    const before = (await update(hours)).json().lessons_outside_hours as number;
    // A day a month ahead, at local times in Aqtobe (UTC+5 all year).
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const at = (time: string, days = 0) => new Date(Date.parse(`${day}T${time}:00+05:00`) + days * 86_400_000);
    const lesson = (start: Date, end: Date, extra: { status?: "cancelled" } = {}) =>
      newScheduleLesson(db(), {
        schoolId: suite.school.id,
        teacherId: suite.school.users.teacher,
        startAt: start,
        endAt: end,
        ...extra,
      });
    await lesson(at("10:00"), at("11:00"));
    await lesson(at("17:30"), at("18:30"));
    await lesson(at("23:30"), at("00:30", 1));
    await lesson(at("19:00"), at("20:00"), { status: "cancelled" });
    await lesson(at("07:00", -60), at("08:00", -60));

    const narrowed = await update(hours);
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json().lessons_outside_hours).toBe(before + 2);
    const widened = await update(fields({ work_start: "08:00", work_end: "19:00" }));
    expect(widened.json().lessons_outside_hours).toBe(before + 1);
  });
});
