import { eq, sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeGuessLocks, users, userTotp } from "../../db/schema/index.js";
import { mailJobsTo } from "../../test/queued-jobs.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../test/test-app.js";

/**
 * Staff sign-in with an authenticator, code guesses per account, sign-in only at the account's own school, and the
 * new-device mail (decisions 0126 to 0128). Each test makes its own school, so their accounts and budgets are apart.
 */
let harness: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

type Call = { school: TestSchool; headers?: Record<string, string>; address?: string };
const call = (method: "GET" | "POST" | "PUT", url: string, payload: object | undefined, options: Call) =>
  harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    payload,
    headers: { host: options.school.domain, ...options.headers },
    remoteAddress: options.address ?? "127.0.0.1",
  });
const post = (url: string, payload: object | undefined, options: Call) => call("POST", url, payload, options);

const emailOf = async (userId: number) =>
  (await harness.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
const claimsOf = (access: string) => JSON.parse(Buffer.from(access.split(".")[1]!, "base64url").toString());
const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
const MAIL_WAIT = { timeout: 10_000 };
/** The newest mail to an address that `matches`, waited for (the queue's worker sends it a moment later). */
async function mailTo(address: string, matches: (mail: { raw: string; text: string }) => boolean) {
  let found: { raw: string; text: string } | undefined;
  // The queue's worker polls every half second, then delivers over SMTP: past the poll's default second at times.
  await expect
    .poll(() => {
      found = smtp.messages.findLast((mail) => mail.to.includes(address) && matches(mail));
      return found !== undefined;
    }, MAIL_WAIT)
    .toBe(true);
  return found!;
}
const mailedCode = async (address: string) =>
  /\b(\d{6})\b/.exec((await mailTo(address, (mail) => /Your code: \d{6}/.test(mail.text))).text)![1]!;
const dropMailTo = (address: string) => {
  const kept = smtp.messages.filter((mail) => !mail.to.includes(address));
  smtp.messages.splice(0, smtp.messages.length, ...kept);
};

/** Turns on an authenticator for a user from their profile, as the screen does; answers the secret and codes. */
async function enrol(school: TestSchool, role: "admin_school" | "admin" | "teacher") {
  const headers = await harness.authAs(school, role);
  const setup = await post("user/accounts/two-factor/setup/", undefined, { school, headers });
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qr } = setup.json();
  expect(uri).toContain(`secret=${secret}`);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await post("user/accounts/two-factor/confirm/", { code: codeOf(secret) }, { school, headers });
  expect(confirmed.statusCode).toBe(200);
  const recovery: string[] = confirmed.json().recovery_codes;
  expect(recovery).toHaveLength(10);
  // The step just used may not be used again: later sign-ins in the test take the next step's code.
  return { secret, recovery, headers };
}

describe("an e-mailed code", () => {
  it("does not sign a staff account in by itself, and still signs a student in", async () => {
    const school = await harness.newSchool();
    for (const role of ["teacher", "admin", "admin_school"] as const) {
      const email = await emailOf(school.users[role]);
      await post("user/accounts/generate_otp/", { email }, { school });
      const answer = await call(
        "GET",
        `user/accounts/check_otp/?email=${email}&otp=${await mailedCode(email)}`,
        undefined,
        {
          school,
        },
      );
      expect({ status: answer.statusCode, code: answer.json().code, access: answer.json().access }).toEqual({
        status: 403,
        code: "password_required",
        access: undefined,
      });
    }
    const student = await emailOf(school.users.student);
    await post("user/accounts/generate_otp/", { email: student }, { school });
    const signedIn = await call(
      "GET",
      `user/accounts/check_otp/?email=${student}&otp=${await mailedCode(student)}`,
      undefined,
      {
        school,
      },
    );
    expect(claimsOf(signedIn.json().access).email).toBe(student);
  });
});

describe("a staff account with an authenticator", () => {
  it("is not signed in by the password alone; is with the code, and with each recovery code once", async () => {
    const school = await harness.newSchool();
    const { secret, recovery } = await enrol(school, "teacher");
    const email = await emailOf(school.users.teacher);
    const password = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, { school });
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ second_step: "totp", challenge: expect.any(String) });
    expect(cookieOf(password, "refresh_token")).toBeUndefined();
    const { challenge } = password.json();

    const code = codeOf(secret, 1);
    const wrong = await post("user/accounts/login/second-step/", { challenge, code: otherThan(code) }, { school });
    expect({ status: wrong.statusCode, code: wrong.json().code }).toEqual({ status: 422, code: "otp_invalid" });
    const right = await post("user/accounts/login/second-step/", { challenge, code }, { school });
    expect(right.statusCode).toBe(200);
    expect(claimsOf(right.json().access)).toMatchObject({ email, role: "teacher" });
    expect(cookieOf(right, "refresh_token")).toBeTruthy();
    // The same code again, on a sign-in of its own, as someone who saw it over a shoulder would send it.
    const next = async () =>
      (await post("user/accounts/login/", { email, password: TEST_PASSWORD }, { school })).json().challenge;
    const replayed = await post("user/accounts/login/second-step/", { challenge: await next(), code }, { school });
    expect(replayed.json().code).toBe("otp_invalid");

    const withRecovery = await post(
      "user/accounts/login/second-step/",
      { challenge: await next(), recovery_code: recovery[0]!.toUpperCase() },
      { school },
    );
    expect(claimsOf(withRecovery.json().access).email).toBe(email);
    const again = await post(
      "user/accounts/login/second-step/",
      { challenge: await next(), recovery_code: recovery[0] },
      { school },
    );
    expect(again.json().code).toBe("otp_invalid");
    const status = await call("GET", "user/accounts/two-factor/", undefined, {
      school,
      headers: await harness.authAs(school, "teacher"),
    });
    expect(status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: 9 });
  });

  it("keeps the secret sealed, in a table the request role cannot read", async () => {
    const school = await harness.newSchool();
    const { secret } = await enrol(school, "admin");
    const [row] = await harness.database.db.select().from(userTotp).where(eq(userTotp.userId, school.users.admin));
    expect(row!.sealedSecret).not.toContain(secret);
    if (!process.env.DATABASE_URL) return;
    const read = harness.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role school_app`);
      await tx.execute(sql`select * from user_totp`);
    });
    const refused = await read.then(
      () => "read",
      (error: Error) => String(error.cause),
    );
    expect(refused).toMatch(/permission denied/);
  });

  it("turns off only with a current code", async () => {
    const school = await harness.newSchool();
    const { secret, headers } = await enrol(school, "admin_school");
    const disable = (body: object) => post("user/accounts/two-factor/disable/", body, { school, headers });
    expect((await disable({ code: otherThan(codeOf(secret, 1)) })).json().code).toBe("otp_invalid");
    const off = await disable({ code: codeOf(secret, 1) });
    expect(off.json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const email = await emailOf(school.users.admin_school);
    const login = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, { school });
    expect(login.json().access).toBeTruthy();
  });
});

describe("second-factor guesses per account", () => {
  it("refuse the 11th within an hour over any challenges and addresses, even the right code, and the lock grows", async () => {
    const school = await harness.newSchool();
    const { secret } = await enrol(school, "admin");
    const email = await emailOf(school.users.admin);
    const from = (index: number) => ({ school, address: `203.0.113.${index}` });
    // Whoever holds the password: five wrong codes on each of two challenges (a challenge takes five), from ten places.
    const challengeFrom = async (index: number) =>
      (await post("user/accounts/login/", { email, password: TEST_PASSWORD }, from(index))).json().challenge;
    const right = () => codeOf(secret, 1);
    const wrongOnTwoChallenges = async (first: number) => {
      for (const challenge of [await challengeFrom(first), await challengeFrom(first + 5)]) {
        for (let index = 0; index < 5; index += 1) {
          const answer = await post(
            "user/accounts/login/second-step/",
            { challenge, code: otherThan(right()) },
            from(first + index),
          );
          expect(answer.json().code).toBe("otp_invalid");
        }
      }
    };
    await wrongOnTwoChallenges(20);
    const eleventh = await post(
      "user/accounts/login/second-step/",
      { challenge: await challengeFrom(30), code: right() },
      from(30),
    );
    expect({ status: eleventh.statusCode, code: eleventh.json().code }).toEqual({ status: 429, code: "rate_limited" });
    const firstLock = Number(eleventh.headers["retry-after"]);
    expect(firstLock).toBeGreaterThan(3500);
    expect(firstLock).toBeLessThanOrEqual(3600);

    // The hour passes; ten more wrong codes lock the account's second factor for twice as long.
    const key = `second-factor:user:${school.users.admin}`;
    await harness.database.db.execute(
      sql`update ${codeGuessLocks} set locked_until = now() - interval '1 second' where key = ${key}`,
    );
    await wrongOnTwoChallenges(40);
    const locked = await post(
      "user/accounts/login/second-step/",
      { challenge: await challengeFrom(60), code: right() },
      from(60),
    );
    expect(locked.statusCode).toBe(429);
    const secondLock = Number(locked.headers["retry-after"]);
    expect(secondLock).toBeGreaterThan(7100);
    expect(secondLock).toBeLessThanOrEqual(7200);
  });

  it("leave the owner's known device a budget of its own", async () => {
    const school = await harness.newSchool();
    const { secret, recovery } = await enrol(school, "teacher");
    const email = await emailOf(school.users.teacher);
    const signIn = async (options: Call, second: { code?: string; recovery_code?: string }) => {
      const password = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, options);
      return post("user/accounts/login/second-step/", { challenge: password.json().challenge, ...second }, options);
    };
    const owner = await signIn({ school, address: "192.0.2.1" }, { code: codeOf(secret, 1) });
    const device = { cookie: `known_device=${cookieOf(owner, "known_device")}` };
    // Someone who learnt the password spends the account's budget from elsewhere.
    for (let index = 0; index < 10; index += 1) {
      await signIn({ school, address: `203.0.113.${index}` }, { code: "000000" });
    }
    expect((await signIn({ school, address: "192.0.2.2" }, { recovery_code: recovery[0] })).statusCode).toBe(429);
    const again = await signIn({ school, address: "192.0.2.1", headers: device }, { recovery_code: recovery[0] });
    expect(again.statusCode).toBe(200);
  });
});

describe("another school's account", () => {
  it("answers exactly as a wrong password, on every way in", async () => {
    const own = await harness.newSchool();
    const other = await harness.newSchool();
    const email = await emailOf(own.users.admin_school);
    const elsewhere = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, { school: other });
    const wrongPassword = await post(
      "user/accounts/login/",
      { email: await emailOf(other.users.admin_school), password: "not-the-password" },
      { school: other },
    );
    expect({ status: elsewhere.statusCode, body: elsewhere.json() }).toEqual({
      status: wrongPassword.statusCode,
      body: wrongPassword.json(),
    });
    expect(wrongPassword.statusCode).toBe(401);

    // A student's e-mailed code at the other school's address answers as a wrong code.
    const student = await emailOf(own.users.student);
    await post("user/accounts/generate_otp/", { email: student }, { school: other });
    const code = await mailedCode(student);
    const codeElsewhere = await call("GET", `user/accounts/check_otp/?email=${student}&otp=${code}`, undefined, {
      school: other,
    });
    const wrongCode = await call("GET", `user/accounts/check_otp/?email=${student}&otp=${otherThan(code)}`, undefined, {
      school: other,
    });
    expect({ status: codeElsewhere.statusCode, body: codeElsewhere.json() }).toEqual({
      status: wrongCode.statusCode,
      body: wrongCode.json(),
    });

    // A refresh cookie of the school's own session, presented at the other school's address.
    const signedIn = await post("user/accounts/login/", { email: student, password: TEST_PASSWORD }, { school: own });
    const cookie = `refresh_token=${cookieOf(signedIn, "refresh_token")}`;
    const refreshElsewhere = await post("user/accounts/refresh/", undefined, { school: other, headers: { cookie } });
    const unknownCookie = await post("user/accounts/refresh/", undefined, {
      school: other,
      headers: { cookie: "refresh_token=made-up" },
    });
    expect({ status: refreshElsewhere.statusCode, body: refreshElsewhere.json() }).toEqual({
      status: unknownCookie.statusCode,
      body: unknownCookie.json(),
    });
    const refreshAtHome = await post("user/accounts/refresh/", undefined, { school: own, headers: { cookie } });
    expect(refreshAtHome.json().access).toBeTruthy();

    // A reset link asked for at the other school's address is not sent.
    const teacher = await emailOf(own.users.teacher);
    await post("user/accounts/send_link_reset/", { email: teacher }, { school: other });
    expect(await mailJobsTo(harness.database.db, teacher)).toBe(0);
  });
});

describe("a sign-in from a new device", () => {
  it("mails the owner once per device, naming it, in their language", async () => {
    const school = await harness.newSchool();
    const email = await emailOf(school.users.student);
    await harness.database.db.update(users).set({ language: "en" }).where(eq(users.id, school.users.student));
    const userAgent =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const login = (cookie?: string) =>
      post(
        "user/accounts/login/",
        { email, password: TEST_PASSWORD },
        {
          school,
          address: "198.51.100.7",
          headers: { "user-agent": userAgent, ...(cookie ? { cookie } : {}) },
        },
      );
    const first = await login();
    expect(await mailJobsTo(harness.database.db, email)).toBe(1);
    const mail = await mailTo(email, (mail) => mail.raw.includes("Subject: New sign-in to your account"));
    expect(mail.text).toContain("Chrome 131, Windows");
    expect(mail.text).toContain("198.51.100.7");
    const device = `known_device=${cookieOf(first, "known_device")}`;
    await login(device);
    await login(device);
    expect(await mailJobsTo(harness.database.db, email)).toBe(1);
    await login();
    expect(await mailJobsTo(harness.database.db, email)).toBe(2);
  });
});

describe("a school that requires an authenticator of its staff", () => {
  it("is set by the school admin who has one, and leads staff without one to set it up after the password", async () => {
    const school = await harness.newSchool();
    const rule = (role: "admin_school" | "admin", required: boolean) =>
      harness
        .authAs(school, role)
        .then((headers) => call("PUT", "user/school/two-factor/", { required }, { school, headers }));
    expect((await rule("admin_school", true)).statusCode).toBe(409);
    expect((await rule("admin", true)).statusCode).toBe(403);
    await enrol(school, "admin_school");
    expect((await rule("admin_school", true)).json()).toMatchObject({ required: true });

    const email = await emailOf(school.users.teacher);
    dropMailTo(email);
    const password = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, { school });
    expect(password.json()).toEqual({ second_step: "enrol", challenge: expect.any(String) });
    const mailed = await mailedCode(email);
    const wrongMail = await post(
      "user/accounts/login/enrol/",
      { challenge: password.json().challenge, email_code: otherThan(mailed) },
      { school },
    );
    expect(wrongMail.json().code).toBe("otp_invalid");
    const setup = await post(
      "user/accounts/login/enrol/",
      { challenge: password.json().challenge, email_code: mailed },
      { school },
    );
    expect(setup.statusCode).toBe(200);
    const { secret, challenge } = setup.json();
    // The challenge of the password step does not reach the last step.
    const skipped = await post(
      "user/accounts/login/enrol/confirm/",
      { challenge: password.json().challenge, code: codeOf(secret) },
      { school },
    );
    expect(skipped.json().code).toBe("sign_in_step_expired");
    const confirmed = await post("user/accounts/login/enrol/confirm/", { challenge, code: codeOf(secret) }, { school });
    expect(confirmed.statusCode).toBe(200);
    expect(claimsOf(confirmed.json().access).role).toBe("teacher");
    expect(confirmed.json().recovery_codes).toHaveLength(10);

    const nextTime = await post("user/accounts/login/", { email, password: TEST_PASSWORD }, { school });
    expect(nextTime.json().second_step).toBe("totp");
    const teacherHeaders = await harness.authAs(school, "teacher");
    const off = await post(
      "user/accounts/two-factor/disable/",
      { code: codeOf(secret, 1) },
      {
        school,
        headers: teacherHeaders,
      },
    );
    expect({ status: off.statusCode, code: off.json().code }).toEqual({ status: 409, code: "conflict" });
    // Students are not staff: the password alone still signs them in.
    const student = await post(
      "user/accounts/login/",
      { email: await emailOf(school.users.student), password: TEST_PASSWORD },
      { school },
    );
    expect(student.json().access).toBeTruthy();
  });
});

describe("the school's staff without an authenticator", () => {
  it("are counted for the school admin, of their own school alone, and the answer to requiring it says so", async () => {
    const school = await harness.newSchool();
    const other = await harness.newSchool();
    const headers = await harness.authAs(school, "admin_school");
    const rule = () => call("GET", "user/school/two-factor/", undefined, { school, headers });
    // The school admin, the manager and the teacher; the student signs in otherwise.
    expect((await rule()).json()).toEqual({ required: false, staff_without_two_factor: 3 });
    await enrol(other, "teacher");
    await enrol(school, "admin_school");
    expect((await rule()).json()).toEqual({ required: false, staff_without_two_factor: 2 });
    const required = await call("PUT", "user/school/two-factor/", { required: true }, { school, headers });
    expect(required.json()).toEqual({ required: true, staff_without_two_factor: 2 });
  });
});
