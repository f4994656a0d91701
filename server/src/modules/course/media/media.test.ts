import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { MEDIA_PER_PROGRAM } from "@school/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { newCourse } from "../../../test/factories.js";
import { multipartFile } from "../../../test/http-fixtures.js";
import { apiSuite } from "../../../test/test-app.js";
import { api } from "../course.test-kit.js";

const suite = apiSuite();
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
});

const storedMedia = async (courseId: number) =>
  (await readdir(join(suite.harness.deps.env.DATA_DIR, "media", "media", String(courseId))).catch(() => [])).sort();

async function addImage(courseId: number, image = png, target = suite.school) {
  const file = multipartFile(image, "campus.png", "image/png", "media");
  return suite.harness.app.inject({
    method: "PATCH",
    url: api(`upload_posters/${courseId}/`),
    payload: file.payload,
    headers: { ...file.headers, ...(await suite.harness.authAs(target, "admin")) },
  });
}

const mediaIds = (body: { media: { id: number }[] }) => body.media.map((item) => item.id);

describe("a program's gallery", () => {
  it("adds images under the multipart field `media` as WebP with thumbnails, shown on every program page", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const first = await addImage(courseId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ poster: null, poster_thumb: null });
    const [item] = first.json().media;
    for (const [url, width] of [
      [item.image, 1600],
      [item.thumb, 480],
    ] as const) {
      const image = await suite.harness.app.inject({ method: "GET", url });
      expect(image.headers["content-type"]).toBe("image/webp");
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
    }
    const second = await addImage(courseId);
    expect(mediaIds(second.json())).toEqual([item.id, expect.any(Number)]);

    const edit = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${courseId}/`) });
    expect(edit.json().media).toEqual(second.json().media);
    const guest = await suite.harness.app.inject({
      method: "GET",
      url: api(`guest_course/${courseId}/?domain=${suite.school.domain}`),
    });
    expect(guest.json().media).toEqual(second.json().media);
  });

  it("keeps, reorders and deletes images through the program update, removing the files of deleted ones", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    await addImage(courseId);
    await addImage(courseId);
    const added = await addImage(courseId);
    const [a, b, c] = mediaIds(added.json());
    expect(await storedMedia(courseId)).toHaveLength(6);

    const update = (media: unknown) =>
      suite.as(suite.school, "admin", { method: "PATCH", url: api(`update/${courseId}/`), payload: { media } });
    const reordered = await update([c, a]);
    expect(reordered.statusCode).toBe(200);
    expect(mediaIds(reordered.json())).toEqual([c, a]);
    expect(await storedMedia(courseId)).toHaveLength(4);

    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreign = mediaIds((await addImage(foreignCourse, png, suite.other)).json());
    const refused = await update([c, ...foreign]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().fields).toEqual({ media: "Not found" });
    expect(b).toBeDefined();
    const unknownOld = await update([b]);
    expect(unknownOld.statusCode).toBe(404);
    const after = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${courseId}/`) });
    expect(mediaIds(after.json())).toEqual([c, a]);

    expect((await update("c,a")).statusCode).toBe(400);
    const cleared = await update([]);
    expect(cleared.json().media).toEqual([]);
    expect(await storedMedia(courseId)).toEqual([]);
  });

  it(`holds at most ${MEDIA_PER_PROGRAM} images ('Reached quantity limit!'), storing nothing beyond`, async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const small = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    for (let index = 0; index < MEDIA_PER_PROGRAM; index += 1) {
      expect((await addImage(courseId, small)).statusCode).toBe(200);
    }
    const over = await addImage(courseId, small);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ code: "unprocessable", detail: "Reached quantity limit!" });
    expect(await storedMedia(courseId)).toHaveLength(MEDIA_PER_PROGRAM * 2);
  });

  it("goes with the program when the program is deleted", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    await addImage(courseId);
    expect(await storedMedia(courseId)).toHaveLength(2);
    const destroyed = await suite.as(suite.school, "admin", { method: "DELETE", url: api(`destroy/${courseId}/`) });
    expect(destroyed.statusCode).toBe(204);
    expect(await storedMedia(courseId)).toEqual([]);
  });

  it("refuses a non-image, an unknown field, and a teacher", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const fake = await addImage(courseId, Buffer.from("not an image at all"));
    expect(fake.statusCode).toBe(415);
    const wrongField = multipartFile(png, "campus.png", "image/png", "gallery");
    const unknownField = await suite.harness.app.inject({
      method: "PATCH",
      url: api(`upload_posters/${courseId}/`),
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...(await suite.harness.authAs(suite.school, "admin")) },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().fields).toEqual({ file: "Required", media: "Required" });
    const teacher = await suite.as(suite.school, "teacher", {
      method: "PATCH",
      url: api(`update/${courseId}/`),
      payload: { media: [] },
    });
    expect(teacher.statusCode).toBe(403);
    expect(await storedMedia(courseId)).toEqual([]);
  });
});
