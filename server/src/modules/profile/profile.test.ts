import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../test/http-fixtures.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

let harness: TestApp;
let school: TestSchool;

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
});
afterAll(() => harness.close());

const storedAvatars = async (userId: number) =>
  readdir(join(harness.deps.env.DATA_DIR, "media", "avatars", String(userId))).catch(() => []);

describe("profile", () => {
  it("reads and updates the caller's own profile", async () => {
    const headers = await harness.authAs(school, "teacher");
    const id = school.users.teacher;
    const updated = await harness.app.inject({
      method: "PATCH",
      url: `/api/v1/user/accounts/update_profile/${id}/`,
      headers,
      payload: { first_name: "Madina", last_name: "Akhmetova", phone: "+77011234567" },
    });
    expect(updated.statusCode).toBe(200);
    const profile = await harness.app.inject({
      method: "GET",
      url: "/api/v1/user/accounts/get_user_profile/",
      headers,
    });
    expect(profile.json()).toMatchObject({ id, first_name: "Madina", last_name: "Akhmetova", phone: "+77011234567" });
  });

  it("refuses a student changing another user's profile, and lets staff do it", async () => {
    const target = `/api/v1/user/accounts/update_profile/${school.users.teacher}/`;
    const asStudent = await harness.app.inject({
      method: "PATCH",
      url: target,
      headers: await harness.authAs(school, "student"),
      payload: { first_name: "Hacked" },
    });
    expect(asStudent.statusCode).toBe(403);
    const asAdmin = await harness.app.inject({
      method: "PATCH",
      url: target,
      headers: await harness.authAs(school, "admin"),
      payload: { last_name: "Renamed" },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it("rejects unknown fields, a phone without +7, and an empty name", async () => {
    const headers = await harness.authAs(school, "student");
    const url = `/api/v1/user/accounts/update_profile/${school.users.student}/`;
    for (const payload of [{ role: "admin_school" }, { phone: "87011234567" }, { first_name: "" }]) {
      const response = await harness.app.inject({ method: "PATCH", url, headers, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("avatar upload", () => {
  const url = () => `/api/v1/user/accounts/upload_avatar/${school.users.student}/`;

  it("stores a resized WebP and serves it", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const response = await harness.app.inject({
      method: "PATCH",
      url: url(),
      ...withAuth(multipartFile(png, "me.png", "image/png"), await harness.authAs(school, "student")),
    });
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().avatar as string;
    const image = await harness.app.inject({ method: "GET", url: avatarUrl });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(256);
  });

  it("refuses a 25 MB file with 413 and a non-image with 415, storing nothing", async () => {
    const before = await storedAvatars(school.users.student);
    const headers = await harness.authAs(school, "student");
    const big = Buffer.alloc(25 * 1024 * 1024, 1);
    const tooBig = await harness.app.inject({
      method: "PATCH",
      url: url(),
      ...withAuth(multipartFile(big, "big.png", "image/png"), headers),
    });
    expect(tooBig.statusCode).toBe(413);
    const text = Buffer.from("this is plain text pretending to be a picture");
    const fake = await harness.app.inject({
      method: "PATCH",
      url: url(),
      ...withAuth(multipartFile(text, "fake.png", "image/png"), headers),
    });
    expect(fake.statusCode).toBe(415);
    expect(await storedAvatars(school.users.student)).toEqual(before);
  });

  it("is removed by delete_avatar_profile", async () => {
    const headers = await harness.authAs(school, "student");
    const id = school.users.student;
    const removed = await harness.app.inject({
      method: "DELETE",
      url: `/api/v1/user/accounts/delete_avatar_profile/${id}/`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const avatar = await harness.app.inject({
      method: "GET",
      url: `/api/v1/user/accounts/get_avatar_profile/${id}/`,
      headers,
    });
    expect(avatar.json()).toEqual({ avatar: null });
    expect(await storedAvatars(id)).toEqual([]);
  });
});

describe("chat-bot code", () => {
  it("is a student's own code", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/api/v1/user/accounts/code/",
      headers: await harness.authAs(school, "student"),
    });
    expect(response.json().code).toMatch(/^[A-Z0-9]{10}$/);
  });
});

function withAuth(request: { payload: Buffer; headers: Record<string, string> }, auth: { authorization: string }) {
  return { payload: request.payload, headers: { ...request.headers, ...auth } };
}
