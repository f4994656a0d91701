import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes, users } from "../../db/schema/index.js";
import { mailJobsTo } from "../../test/queued-jobs.js";
import { endReuseIntervalOf } from "../../test/refresh-tokens.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../test/test-app.js";

let harness: TestApp;
let school: TestSchool;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await createTestApp({ smtpUrl: smtp.url, publicUrl: "https://school.example.kz" });
  school = await harness.newSchool({ domain: "auth.test" });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

/** Sent to the test school's address unless a test names another: sign-in answers only there (decision 0128). */
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, headers: { host: school.domain, ...headers } });
const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: "GET", url: `/api/v1/${url}`, headers: { host: school.domain, ...headers } });
const emailOf = async (userId: number) =>
  (await harness.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
const claimsOf = (access: string) => JSON.parse(Buffer.from(access.split(".")[1]!, "base64url").toString());
const refreshCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "refresh_token");
/** Forgets the mail an address received so far, so the next `smtp.waitFor` finds only what comes after. */
const dropMailTo = (address: string) => {
  const kept = smtp.messages.filter((mail) => !mail.to.includes(address));
  smtp.messages.splice(0, smtp.messages.length, ...kept);
};

describe("login", () => {
  it("returns an access token with exactly the spec's claims and sets an httpOnly SameSite=Strict refresh cookie", async () => {
    const response = await post("user/accounts/login/", {
      email: await emailOf(school.users.student),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(response.json().access);
    expect(Object.keys(claims).sort()).toEqual(
      [
        "currency",
        "email",
        "exp",
        "first_name",
        "first_visit",
        "iat",
        // The interface language the user chose, null while they never chose (decision 0042).
        "language",
        "role",
        "school_id",
        "tariff_status",
        "user_id",
      ].sort(),
    );
    expect(claims).toMatchObject({ role: "student", school_id: school.id, tariff_status: true, currency: "KZT" });
    const cookie = refreshCookie(response) as Record<string, unknown>;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/v1/user/accounts/" });
  });

  it("refuses a wrong password and an unknown account with the same 401", async () => {
    const wrong = await post("user/accounts/login/", {
      email: await emailOf(school.users.teacher),
      password: "nope-nope",
    });
    const unknown = await post("user/accounts/login/", { email: "ghost@nowhere.kz", password: "nope-nope" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("answers 400 naming the fields when the body is wrong", async () => {
    const response = await post("user/accounts/login/", { email: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed", fields: { email: expect.any(String) } });
  });
});

describe("sessions end", () => {
  it("on refresh the cookie rotates; the old one answers within the reuse interval only", async () => {
    const login = await post("user/accounts/login/", {
      email: await emailOf(school.users.admin),
      password: TEST_PASSWORD,
    });
    const first = refreshCookie(login)!.value;
    const renewed = await post("user/accounts/refresh/", undefined, { cookie: `refresh_token=${first}` });
    expect(renewed.statusCode).toBe(200);
    expect(claimsOf(renewed.json().access).role).toBe("admin");
    expect(refreshCookie(renewed)!.value).not.toBe(first);
    // The answer may never have reached the browser (an aborted navigation, a lost network): asked again with the
    // same cookie within the interval, the refresh answers, and with yet another token.
    const retried = await post("user/accounts/refresh/", undefined, { cookie: `refresh_token=${first}` });
    expect(retried.statusCode).toBe(200);
    expect(refreshCookie(retried)!.value).not.toBe(refreshCookie(renewed)!.value);
    await endReuseIntervalOf(harness.database.db, first);
    const reused = await post("user/accounts/refresh/", undefined, { cookie: `refresh_token=${first}` });
    expect(reused.statusCode).toBe(401);
    // The spent cookie is cleared, so the browser stops presenting it on every page load.
    const cleared = refreshCookie(reused) as unknown as { value: string; expires: Date };
    expect(cleared.value).toBe("");
    expect(cleared.expires.getTime()).toBeLessThan(Date.now());
  });

  it("a browser without a refresh cookie has nothing to restore: no error, no token", async () => {
    const restored = await post("user/accounts/refresh/");
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ access: null });
    expect(refreshCookie(restored)).toBeUndefined();
  });

  it("on logout every token issued before it is refused, a rotated one within its reuse interval too", async () => {
    const email = await emailOf(school.users.teacher);
    const one = await post("user/accounts/login/", { email, password: TEST_PASSWORD });
    const rotated = await post("user/accounts/refresh/", undefined, {
      cookie: `refresh_token=${refreshCookie(one)!.value}`,
    });
    expect(rotated.statusCode).toBe(200);
    const two = await post("user/accounts/login/", { email, password: TEST_PASSWORD });
    const bearer = { authorization: `Bearer ${two.json().access}` };
    expect((await get("user/accounts/get_user_profile/", bearer)).statusCode).toBe(200);
    const loggedOut = await post("user/accounts/logout/", undefined, bearer);
    expect(loggedOut.statusCode).toBe(204);
    const cleared = refreshCookie(loggedOut) as unknown as { value: string; expires: Date };
    expect(cleared.value).toBe("");
    expect(cleared.expires.getTime()).toBeLessThan(Date.now());
    expect((await get("user/accounts/get_user_profile/", bearer)).statusCode).toBe(401);
    expect(
      (await get("user/accounts/get_user_profile/", { authorization: `Bearer ${one.json().access}` })).statusCode,
    ).toBe(401);
    for (const spent of [refreshCookie(one)!.value, refreshCookie(rotated)!.value]) {
      const refreshAfter = await post("user/accounts/refresh/", undefined, { cookie: `refresh_token=${spent}` });
      expect(refreshAfter.statusCode).toBe(401);
    }
    const again = await post("user/accounts/login/", { email, password: TEST_PASSWORD });
    expect(
      (await get("user/accounts/get_user_profile/", { authorization: `Bearer ${again.json().access}` })).statusCode,
    ).toBe(200);
  });

  it("on password change older tokens die, the new token works, and the new password signs in", async () => {
    const fresh = await harness.newSchool();
    const email = await emailOf(fresh.users.student);
    const atSchool = { host: fresh.domain };
    const old = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, atSchool);
    const oldBearer = { authorization: `Bearer ${old.json().access}` };
    const wrongOld = await post(
      "user/accounts/change_password/",
      { old_password: "wrong", new_password: "brand-new-pass" },
      oldBearer,
    );
    expect(wrongOld.statusCode).toBe(400);
    const changed = await post(
      "user/accounts/change_password/",
      { old_password: TEST_PASSWORD, new_password: "brand-new-pass" },
      oldBearer,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get("user/accounts/get_user_profile/", oldBearer)).statusCode).toBe(401);
    expect(
      (await get("user/accounts/get_user_profile/", { authorization: `Bearer ${changed.json().access}` })).statusCode,
    ).toBe(200);
    expect((await post("user/accounts/login/", { email, password: TEST_PASSWORD }, atSchool)).statusCode).toBe(401);
    expect((await post("user/accounts/login/", { email, password: "brand-new-pass" }, atSchool)).statusCode).toBe(200);
  });

  it("refuses tampered tokens", async () => {
    const { authorization } = await harness.authAs(school, "student");
    const tampered = `${authorization.slice(0, -3)}abc`;
    expect((await get("user/accounts/get_user_profile/", { authorization: tampered })).statusCode).toBe(401);
  });
});

describe("registration", () => {
  const newcomer = {
    first_name: "Aru",
    last_name: "Sultan",
    email: "aru@student.kz",
    password: "long-enough-1",
    consent: true,
  };

  it("enrols a student in the school of the domain and signs them in", async () => {
    const response = await post("user/accounts/create/", { ...newcomer, domain: "auth.test" });
    expect(response.statusCode).toBe(201);
    expect(claimsOf(response.json().access)).toMatchObject({
      role: "student",
      school_id: school.id,
      first_visit: false,
    });
    expect((await get("check/email/?email=aru@student.kz")).json()).toEqual({ exists: true });
  });

  it("refuses an existing e-mail with 409 and the spec's message, changing nothing", async () => {
    const existing = (await emailOf(school.users.student)).toUpperCase();
    const before = await harness.database.db.select().from(users);
    const response = await post("user/accounts/create/", { ...newcomer, email: existing, domain: "auth.test" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: "The mail already exists!", code: "email_exists" });
    expect((await harness.database.db.select().from(users)).length).toBe(before.length);
  });

  it("refuses an unknown domain with 404 and a short password with 400", async () => {
    expect(
      (await post("user/accounts/create/", { ...newcomer, email: "x@y.kz", domain: "nowhere.kz" })).statusCode,
    ).toBe(404);
    expect((await post("user/accounts/create/", { ...newcomer, email: "x@y.kz", password: "short" })).statusCode).toBe(
      400,
    );
  });
});

describe("one-time codes", () => {
  // Each test its own address: a code mailed, locked or expired by one test must not be what another reads.
  let targets = 0;
  const newTarget = () => {
    targets += 1;
    return `otp.user${targets}@test.kz`;
  };
  const codeFrom = async (target: string) => /(\d{6})/.exec((await smtp.waitFor(target)).text)![1]!;
  /** The code of the mail a request sends now: earlier mail to the address is dropped first. */
  const mailedCode = async (target: string) => {
    dropMailTo(target);
    await post("user/accounts/generate_otp/", { email: target });
    return codeFrom(target);
  };

  it("are e-mailed, single use, and stored only hashed", async () => {
    const target = newTarget();
    expect((await post("user/accounts/generate_otp/", { email: target })).statusCode).toBe(200);
    const code = await codeFrom(target);
    const [row] = await harness.database.db.select().from(otpCodes).where(eq(otpCodes.target, target));
    expect(row!.codeHash).not.toContain(code);
    const ok = await get(`user/accounts/check_otp/?email=${target}&otp=${code}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true });
    expect((await get(`user/accounts/check_otp/?email=${target}&otp=${code}`)).statusCode).toBe(422);
  });

  it("a resend replaces the old code; five wrong tries lock it", async () => {
    const target = newTarget();
    const first = await mailedCode(target);
    const second = await mailedCode(target);
    if (first !== second)
      expect((await get(`user/accounts/check_otp/?email=${target}&otp=${first}`)).statusCode).toBe(422);
    const wrong = second === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) await get(`user/accounts/check_otp/?email=${target}&otp=${wrong}`);
    const locked = await get(`user/accounts/check_otp/?email=${target}&otp=${second}`);
    expect(locked.json()).toMatchObject({ code: "otp_locked" });
  });

  it("expire after 10 minutes", async () => {
    const target = newTarget();
    const code = await mailedCode(target);
    await harness.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.target, target));
    expect((await get(`user/accounts/check_otp/?email=${target}&otp=${code}`)).json()).toMatchObject({
      code: "otp_expired",
    });
  });

  it("sign an existing student's account in", async () => {
    const email = await emailOf(school.users.student);
    const code = await mailedCode(email);
    const response = await get(`user/accounts/check_otp/?email=${email}&otp=${code}`);
    expect(claimsOf(response.json().access).email).toBe(email);
  });
});

describe("password recovery", () => {
  it("answers the same for unknown e-mails and sends nothing", async () => {
    const response = await post("user/accounts/send_link_reset/", { email: "nobody@nowhere.kz" });
    expect(response.statusCode).toBe(200);
    // A reset mail is recorded on the queue before the call answers, so an empty queue now means none will go.
    expect(await mailJobsTo(harness.database.db, "nobody@nowhere.kz")).toBe(0);
  });

  it("mails a single-use link built from PUBLIC_URL, never from the Host header", async () => {
    // A school of its own: the test changes the student's password, which the login tests sign in with.
    const own = await harness.newSchool();
    const email = await emailOf(own.users.student);
    // The school named by `domain` (as the web's guest calls may), the Host header an attacker's.
    await post(`user/accounts/send_link_reset/?domain=${own.domain}`, { email }, { host: "evil.example.com" });
    const mail = await smtp.waitFor(email);
    const link = /https?:\/\/\S+set-password\?token=[\w%-]+/.exec(mail.text)![0];
    expect(link.startsWith("https://school.example.kz/set-password?token=")).toBe(true);
    expect(mail.text).not.toContain("evil.example.com");
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    const atSchool = { host: own.domain };
    const before = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, atSchool);
    expect((await post("user/accounts/set_password/", { token, password: "recovered-pass-1" })).statusCode).toBe(200);
    expect((await post("user/accounts/set_password/", { token, password: "another-pass-2" })).json()).toMatchObject({
      code: "reset_token_invalid",
    });
    expect(
      (await get("user/accounts/get_user_profile/", { authorization: `Bearer ${before.json().access}` })).statusCode,
    ).toBe(401);
    expect((await post("user/accounts/login/", { email, password: "recovered-pass-1" }, atSchool)).statusCode).toBe(
      200,
    );
  });
});

describe("rate limits", () => {
  it("answer 429 per client address across accounts", async () => {
    const limited = await createTestApp({ rateLimits: { windowSeconds: 60, perAccount: 100, perAddress: 2 } });
    try {
      const attempt = (index: number) =>
        limited.app.inject({
          method: "POST",
          url: "/api/v1/user/accounts/login/",
          payload: { email: `someone${index}@test.kz`, password: "whatever" },
        });
      expect((await attempt(1)).statusCode).toBe(401);
      expect((await attempt(2)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("an inactive school", () => {
  it("keeps session calls working but refuses school-only calls", async () => {
    const inactive = await harness.newSchool({ active: false });
    const headers = await harness.authAs(inactive, "admin_school");
    expect((await get("user/accounts/get_user_profile/", headers)).statusCode).toBe(200);
    const refused = await get("user/accounts/code/", await harness.authAs(inactive, "student"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "school_inactive" });
    const login = await post(
      "user/accounts/login/",
      { email: await emailOf(inactive.users.teacher), password: TEST_PASSWORD },
      { host: inactive.domain },
    );
    expect(claimsOf(login.json().access).tariff_status).toBe(false);
  });
});
