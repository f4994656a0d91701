import { isDeepStrictEqual } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import type { SessionChange } from "./session-broadcast.js";

/**
 * Session facts changed outside the app's code (an SQL console, a script) end the sessions they should, with no
 * `forget` anywhere: the database's triggers notify, the registry listens (decision 0015). On PGlite and PostgreSQL.
 * PGlite hands the notification over before the statement returns; PostgreSQL a moment after the commit, on the
 * listening connection, so each test first waits until it was heard: the request after that must be refused.
 */
describe("session facts changed by plain SQL", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const profileAs = (headers: { authorization: string }) =>
    harness.app.inject({ method: "GET", url: "/api/v1/user/accounts/get_user_profile/", headers });
  /** Runs a statement as an operator would, and waits until this process has heard what it changed. */
  const asOperator = async (statement: SQL, heard: SessionChange) => {
    const apply = vi.spyOn(harness.deps.sessions, "apply");
    try {
      await harness.database.db.execute(statement);
      await expect.poll(() => apply.mock.calls.some(([change]) => isDeepStrictEqual(change, heard))).toBe(true);
    } finally {
      apply.mockRestore();
    }
  };

  it("refuses the user's token on the next request once their role is changed", async () => {
    const school = await harness.newSchool();
    const bearer = await harness.authAs(school, "teacher");
    // Cached: without the trigger the process would keep honouring the teacher's token.
    expect((await profileAs(bearer)).statusCode).toBe(200);

    await asOperator(sql`update users set role = 'student' where id = ${school.users.teacher}`, {
      kind: "user",
      id: school.users.teacher,
    });

    expect((await profileAs(bearer)).statusCode).toBe(401);
  });

  it("refuses every token of a school on the next request once its tariff is switched off", async () => {
    const school = await harness.newSchool();
    const bearer = await harness.authAs(school, "student");
    const chatCodeAs = (headers: { authorization: string }) =>
      harness.app.inject({ method: "GET", url: "/api/v1/user/accounts/code/", headers });
    expect((await chatCodeAs(bearer)).statusCode).toBe(200);

    await asOperator(sql`update schools set tariff_active = false where id = ${school.id}`, {
      kind: "school",
      id: school.id,
    });

    const refused = await chatCodeAs(bearer);
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 403, code: "school_inactive" });
  });

  it("refuses a token issued before tokens_valid_after is moved, and keeps honouring others' tokens", async () => {
    const school = await harness.newSchool();
    const [student, admin] = [await harness.authAs(school, "student"), await harness.authAs(school, "admin")];
    expect((await profileAs(student)).statusCode).toBe(200);
    expect((await profileAs(admin)).statusCode).toBe(200);

    await asOperator(
      sql`update users set tokens_valid_after = now() + interval '1 second' where id = ${school.users.student}`,
      { kind: "user", id: school.users.student },
    );

    expect((await profileAs(student)).statusCode).toBe(401);
    expect((await profileAs(admin)).statusCode).toBe(200);
  });
});
