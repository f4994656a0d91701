import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { multipartFile } from "../../test/http-fixtures.js";
import { apiSuite, TEST_PASSWORD } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();

const storedAvatars = async (userId: number) =>
  readdir(join(suite.harness.deps.env.DATA_DIR, "media", "avatars", String(userId))).catch(() => []);

describe("profile", () => {
  it("reads and updates the caller's own profile", async () => {
    const headers = await suite.harness.authAs(suite.school, "teacher");
    const id = suite.school.users.teacher;
    const updated = await suite.harness.app.inject({
      method: "PATCH",
      url: `/api/v1/user/accounts/update_profile/${id}/`,
      headers,
      payload: { first_name: "Madina", last_name: "Akhmetova", phone: "+77011234567" },
    });
    expect(updated.statusCode).toBe(200);
    const profile = await suite.harness.app.inject({
      method: "GET",
      url: "/api/v1/user/accounts/get_user_profile/",
      headers,
    });
    expect(profile.json()).toMatchObject({ id, first_name: "Madina", last_name: "Akhmetova", phone: "+77011234567" });
  });

  it("refuses a student changing another user's profile, and lets staff do it", async () => {
    const target = `/api/v1/user/accounts/update_profile/${suite.school.users.teacher}/`;
    const asStudent = await suite.harness.app.inject({
      method: "PATCH",
      url: target,
      headers: await suite.harness.authAs(suite.school, "student"),
      payload: { first_name: "Hacked" },
    });
    expect(asStudent.statusCode).toBe(403);
    const asAdmin = await suite.harness.app.inject({
      method: "PATCH",
      url: target,
      headers: await suite.harness.authAs(suite.school, "admin"),
      payload: { last_name: "Renamed" },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it("lets a manager edit teachers, students and themselves, but not the school admin or another manager", async () => {
    const anotherManager = await addUser(suite.harness.database.db, {
      schoolId: suite.school.id,
      email: `manager.two.${process.pid}@test.kz`,
      password: TEST_PASSWORD,
      role: "admin",
      firstName: "Second manager",
    });
    const rename = (userId: number) =>
      suite.as(suite.school, "admin", {
        method: "PATCH",
        url: `/api/v1/user/accounts/update_profile/${userId}/`,
        payload: { last_name: "Renamed by manager" },
      });
    for (const userId of [suite.school.users.admin_school, anotherManager]) {
      const refused = await rename(userId);
      expect(refused.statusCode).toBe(403);
      const [user] = await suite.harness.database.db.select().from(users).where(eq(users.id, userId));
      expect(user?.lastName).not.toBe("Renamed by manager");
    }
    for (const userId of [suite.school.users.admin, suite.school.users.teacher, suite.school.users.student]) {
      expect((await rename(userId)).statusCode).toBe(200);
    }
    const byAdmin = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: `/api/v1/user/accounts/update_profile/${anotherManager}/`,
      payload: { last_name: "Renamed by the school admin" },
    });
    expect(byAdmin.statusCode).toBe(200);
    const avatarOfAdmin = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: `/api/v1/user/accounts/delete_avatar_profile/${suite.school.users.admin_school}/`,
    });
    expect(avatarOfAdmin.statusCode).toBe(403);
  });

  it("stores a name without the bidirectional controls that would make it read backwards (decision 0169)", async () => {
    const headers = await suite.harness.authAs(suite.school, "student");
    const id = suite.school.users.student;
    const updated = await suite.harness.app.inject({
      method: "PATCH",
      url: `/api/v1/user/accounts/update_profile/${id}/`,
      headers,
      payload: { first_name: "Eve\u202Elive", last_name: "\u2067Adams\u2069\u200F" },
    });
    expect(updated.statusCode).toBe(200);
    const [stored] = await suite.harness.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id));
    expect(stored).toEqual({ firstName: "Evelive", lastName: "Adams" });
  });

  it("rejects unknown fields, a phone without +7, and an empty name", async () => {
    const headers = await suite.harness.authAs(suite.school, "student");
    const url = `/api/v1/user/accounts/update_profile/${suite.school.users.student}/`;
    for (const payload of [{ role: "admin_school" }, { phone: "87011234567" }, { first_name: "" }]) {
      const response = await suite.harness.app.inject({ method: "PATCH", url, headers, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("avatar upload", () => {
  const url = () => `/api/v1/user/accounts/upload_avatar/${suite.school.users.student}/`;

  it("stores a resized WebP and serves it", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const response = await suite.harness.app.inject({
      method: "PATCH",
      url: url(),
      ...withAuth(multipartFile(png, "me.png", "image/png"), await suite.harness.authAs(suite.school, "student")),
    });
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().avatar as string;
    const image = await suite.harness.app.inject({ method: "GET", url: avatarUrl });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(256);
  });

  it("refuses a 25 MB file with 413 and a non-image with 415, storing nothing", async () => {
    const before = await storedAvatars(suite.school.users.student);
    const headers = await suite.harness.authAs(suite.school, "student");
    const big = Buffer.alloc(25 * 1024 * 1024, 1);
    const tooBig = await suite.harness.app.inject({
      method: "PATCH",
      url: url(),
      ...withAuth(multipartFile(big, "big.png", "image/png"), headers),
    });
    expect(tooBig.statusCode).toBe(413);
    const text = Buffer.from("this is plain text pretending to be a picture");
    const fake = await suite.harness.app.inject({
      method: "PATCH",
      url: url(),
      ...withAuth(multipartFile(text, "fake.png", "image/png"), headers),
    });
    expect(fake.statusCode).toBe(415);
    expect(await storedAvatars(suite.school.users.student)).toEqual(before);
  });

  it("is removed by delete_avatar_profile", async () => {
    const headers = await suite.harness.authAs(suite.school, "student");
    const id = suite.school.users.student;
    const removed = await suite.harness.app.inject({
      method: "DELETE",
      url: `/api/v1/user/accounts/delete_avatar_profile/${id}/`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const avatar = await suite.harness.app.inject({
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
    const response = await suite.harness.app.inject({
      method: "GET",
      url: "/api/v1/user/accounts/code/",
      headers: await suite.harness.authAs(suite.school, "student"),
    });
    expect(response.json().code).toMatch(/^[A-Z0-9]{10}$/);
  });
});

function withAuth(request: { payload: Buffer; headers: Record<string, string> }, auth: { authorization: string }) {
  return { payload: request.payload, headers: { ...request.headers, ...auth } };
}
