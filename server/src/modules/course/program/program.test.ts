import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { programFileLogs } from "../../../db/schema/index.js";
import { newCourse, newDictionaryEntry, newProgramFile, newRound } from "../../../test/factories.js";
import { multipartFile } from "../../../test/http-fixtures.js";
import { apiSuite } from "../../../test/test-app.js";
import { api, minimalCourse } from "../course.test-kit.js";

const suite = apiSuite();
let tag: number;

beforeAll(async () => {
  tag = await newDictionaryEntry(suite.harness.database.db, suite.school.id, "tag", "Italy");
});

describe("program create, update and detail", () => {
  it("creates a program with every dictionary of the school and answers its detail", async () => {
    const db = suite.harness.database.db;
    const dictionaries = {
      degree: await newDictionaryEntry(db, suite.school.id, "degree"),
      format: await newDictionaryEntry(db, suite.school.id, "format"),
      university: await newDictionaryEntry(db, suite.school.id, "univer"),
      speciality: await newDictionaryEntry(db, suite.school.id, "spec"),
      city: await newDictionaryEntry(db, suite.school.id, "city"),
      univer_tag: await newDictionaryEntry(db, suite.school.id, "univerTag"),
    };
    const payload = {
      ...minimalCourse(tag),
      ...dictionaries,
      title_en: "Bachelor in Italy",
      order: 3,
      language: "it",
      cost: 15000,
      price: 2500.5,
      price_currency: "eur",
      property_form: "state",
      youtube_link: "https://youtu.be/abc",
      requirement_years: 2,
    };
    const created = await suite.as(suite.school, "admin_school", { method: "POST", url: api("create/"), payload });
    expect(created.statusCode).toBe(201);
    const detail = created.json();
    expect(detail).toMatchObject({
      ...payload,
      price_currency: "EUR",
      id: expect.any(Number),
      show: true,
      poster: null,
      rounds: [],
      teachers: [],
      students: [],
      requirement_certificates: [],
      documents: [],
    });

    const read = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${detail.id}/`) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(detail);
  });

  it("changes only the fields sent", async () => {
    const id = (
      await suite.as(suite.school, "admin", { method: "POST", url: api("create/"), payload: minimalCourse(tag) })
    ).json().id as number;
    await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: api(`update/${id}/`),
      payload: { cost: 500, show: false },
    });
    const updated = await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: api(`update/${id}/`),
      payload: { title_kk: "Италиядағы бакалавриат" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title_kk: "Италиядағы бакалавриат", cost: 500, show: false, tag });
  });

  it("refuses missing fields, wrong types and unknown fields with 400 naming them", async () => {
    const missing = await suite.as(suite.school, "admin", { method: "POST", url: api("create/"), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(
      expect.arrayContaining(["title_ru", "short_desc_ru", "full_desc_ru", "tag"]),
    );
    const wrong = [
      [{ order: 1.5 }, "order"],
      [{ order: "first" }, "order"],
      [{ cost: -1 }, "cost"],
      [{ price: -0.01 }, "price"],
      [{ min_pass_percent: 101 }, "min_pass_percent"],
      [{ youtube_link: "https://evil.example/video" }, "youtube_link"],
      [{ language: "xx" }, "language"],
    ] as const;
    for (const [change, field] of wrong) {
      const response = await suite.as(suite.school, "admin", {
        method: "POST",
        url: api("create/"),
        payload: { ...minimalCourse(tag), ...change },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toHaveProperty(field);
    }
    const unknown = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api("create/"),
      payload: { ...minimalCourse(tag), school_id: suite.other.id },
    });
    expect(unknown.statusCode).toBe(400);
    const id = await newCourse(suite.harness.database.db, suite.school.id, { tagId: tag });
    const badUpdate = await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: api(`update/${id}/`),
      payload: { cost: -5 },
    });
    expect(badUpdate.statusCode).toBe(400);
  });

  it("answers 404 naming the field for an unknown dictionary id or another school's", async () => {
    const foreignCity = await newDictionaryEntry(suite.harness.database.db, suite.other.id, "city");
    const foreignTag = await newDictionaryEntry(suite.harness.database.db, suite.other.id, "tag");
    const response = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api("create/"),
      payload: { ...minimalCourse(foreignTag), city: foreignCity, degree: 999_999 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().fields).toEqual({ tag: "Not found", city: "Not found", degree: "Not found" });

    const id = await newCourse(suite.harness.database.db, suite.school.id, { tagId: tag });
    const update = await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: api(`update/${id}/`),
      payload: { city: foreignCity },
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().fields).toEqual({ city: "Not found" });
  });

  it("refuses teachers and students creating or editing a program", async () => {
    const id = await newCourse(suite.harness.database.db, suite.school.id, { tagId: tag });
    for (const role of ["teacher", "student"] as const) {
      const created = await suite.as(suite.school, role, {
        method: "POST",
        url: api("create/"),
        payload: minimalCourse(tag),
      });
      expect(created.statusCode).toBe(403);
      const updated = await suite.as(suite.school, role, {
        method: "PATCH",
        url: api(`update/${id}/`),
        payload: { cost: 1 },
      });
      expect(updated.statusCode).toBe(403);
      const destroyed = await suite.as(suite.school, role, { method: "DELETE", url: api(`destroy/${id}/`) });
      expect(destroyed.statusCode).toBe(403);
    }
  });

  it("opens the detail to the program's teachers only, besides staff", async () => {
    const id = await newCourse(suite.harness.database.db, suite.school.id, { tagId: tag });
    const before = await suite.as(suite.school, "teacher", { method: "GET", url: api(`get_detail_course/${id}/`) });
    expect(before.statusCode).toBe(403);
    await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_teacher/${id}/`),
      payload: { teacher_id: suite.school.users.teacher },
    });
    const after = await suite.as(suite.school, "teacher", { method: "GET", url: api(`get_detail_course/${id}/`) });
    expect(after.statusCode).toBe(200);
    expect(after.json().teachers).toEqual([
      { id: suite.school.users.teacher, first_name: expect.any(String), last_name: expect.any(String) },
    ]);
  });

  it("another school cannot see, change or delete it", async () => {
    const foreign = await newCourse(suite.harness.database.db, suite.other.id);
    for (const request of [
      { method: "GET", url: api(`get_detail_course/${foreign}/`) },
      { method: "PATCH", url: api(`update/${foreign}/`), payload: { cost: 1 } },
      { method: "DELETE", url: api(`destroy/${foreign}/`) },
    ] as const) {
      expect((await suite.as(suite.school, "admin_school", request)).statusCode).toBe(404);
    }
  });
});

const storedPosters = async (courseId: number) =>
  (await readdir(join(suite.harness.deps.env.DATA_DIR, "media", "posters", String(courseId))).catch(() => [])).sort();

describe("program posters and deletion", () => {
  const upload = async (courseId: number, file: ReturnType<typeof multipartFile>) =>
    suite.harness.app.inject({
      method: "PATCH",
      url: api(`upload_posters/${courseId}/`),
      payload: file.payload,
      headers: { ...file.headers, ...(await suite.harness.authAs(suite.school, "admin")) },
    });

  it("stores a WebP of at most 1600 px and a 480 px thumbnail, replacing the previous pair", async () => {
    const id = await newCourse(suite.harness.database.db, suite.school.id, { tagId: tag });
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#22aa66" } })
      .png()
      .toBuffer();
    const first = await upload(id, multipartFile(png, "cover.png", "image/png"));
    expect(first.statusCode).toBe(200);
    const { poster, poster_thumb } = first.json();
    for (const [url, width] of [
      [poster, 1600],
      [poster_thumb, 480],
    ] as const) {
      const image = await suite.harness.app.inject({ method: "GET", url });
      expect(image.headers["content-type"]).toBe("image/webp");
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
    }
    expect(await storedPosters(id)).toHaveLength(2);

    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    const second = await upload(id, multipartFile(jpeg, "cover.jpg", "image/jpeg"));
    expect(second.statusCode).toBe(200);
    const stored = await storedPosters(id);
    expect(stored).toHaveLength(2);
    expect(stored.some((name) => poster.endsWith(name))).toBe(false);
    const detail = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${id}/`) });
    expect(detail.json()).toMatchObject(second.json());
  });

  it("refuses a 25 MB file with 413 and a non-image with 415, storing nothing", async () => {
    const id = await newCourse(suite.harness.database.db, suite.school.id, { tagId: tag });
    const tooBig = await upload(id, multipartFile(Buffer.alloc(25 * 1024 * 1024, 1), "big.png", "image/png"));
    expect(tooBig.statusCode).toBe(413);
    const text = Buffer.from("plain text that claims to be a poster");
    const fake = await upload(id, multipartFile(text, "poster.png", "image/png"));
    expect(fake.statusCode).toBe(415);
    expect(await storedPosters(id)).toEqual([]);
    const detail = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${id}/`) });
    expect(detail.json()).toMatchObject({ poster: null, poster_thumb: null });
  });

  it("deletes a program with its posters, rounds and handed-in files, logging each file", async () => {
    const db = suite.harness.database.db;
    const id = await newCourse(db, suite.school.id, { tagId: tag });
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#0000ff" } })
      .png()
      .toBuffer();
    expect((await upload(id, multipartFile(png, "p.png", "image/png"))).statusCode).toBe(200);
    await newRound(db, suite.school.id, id);
    const fileId = await newProgramFile(db, {
      schoolId: suite.school.id,
      courseId: id,
      userId: suite.school.users.student,
    });

    const destroyed = await suite.as(suite.school, "admin", { method: "DELETE", url: api(`destroy/${id}/`) });
    expect(destroyed.statusCode).toBe(204);
    expect(await storedPosters(id)).toEqual([]);
    const gone = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${id}/`) });
    expect(gone.statusCode).toBe(404);
    const log = await db.select().from(programFileLogs).where(eq(programFileLogs.programFileId, fileId));
    expect(log).toMatchObject([{ action: "deleted", actorId: suite.school.users.admin }]);
  });
});
