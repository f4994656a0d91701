import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../core/auth/tokens.js";
import { otpCodes, schools, users } from "../../db/schema/index.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../test/test-app.js";

/**
 * Nobody locks another out (decision 0168): a stranger's guesses at codes anyone may have mailed, or at the password,
 * never refuse the owner who gives the right password and the right second factor; a challenge signs in once; the
 * second factor's own guesses stay bounded per challenge and per account. The limits are the shipped ones but the
 * wrong passwords per account, low here so a test spends them quickly. Each test makes its own school.
 */
const PASSWORDS_PER_ACCOUNT = 3;
let harness: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await createTestApp({
    smtpUrl: smtp.url,
    rateLimits: { windowSeconds: 900, perAccount: PASSWORDS_PER_ACCOUNT, perAddress: 100 },
  });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

type From = { school: TestSchool; address: string; headers?: Record<string, string> };
const request = (method: "GET" | "POST", url: string, payload: object | undefined, from: From) =>
  harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    payload,
    headers: { host: from.school.domain, ...from.headers },
    remoteAddress: from.address,
  });
const login = (email: string, password: string, from: From) =>
  request("POST", "user/accounts/login/", { email, password }, from);
const secondStep = (body: { challenge: string; code?: string; recovery_code?: string }, from: From) =>
  request("POST", "user/accounts/login/second-step/", body, from);
const outcome = (answer: { statusCode: number; json: () => { code?: string; access?: string } }) => ({
  status: answer.statusCode,
  code: answer.json().code,
  signedIn: typeof answer.json().access === "string",
});
const SIGNED_IN = { status: 200, code: undefined, signedIn: true };

const emailOf = async (userId: number) =>
  (await harness.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** Turns on an authenticator from the profile, as the screen does; answers its secret and recovery codes. */
async function enrol(school: TestSchool, role: "admin_school" | "admin" | "teacher") {
  const headers = await harness.authAs(school, role);
  const from = { school, address: "127.0.0.1", headers };
  const { secret } = (await request("POST", "user/accounts/two-factor/setup/", undefined, from)).json();
  const confirmed = await request("POST", "user/accounts/two-factor/confirm/", { code: codeOf(secret) }, from);
  // The step just used is spent: the sign-ins below take the next step's code.
  return { secret, recovery: confirmed.json().recovery_codes as string[] };
}

/** The owner's sign-in: the right password, then the second step with `second`; answers the last answer. */
async function ownerSignsIn(input: { email: string; from: From; second: { code?: string; recovery_code?: string } }) {
  const password = await login(input.email, TEST_PASSWORD, input.from);
  expect(password.json()).toEqual({ second_step: "totp", challenge: expect.any(String) });
  return secondStep({ challenge: password.json().challenge, ...input.second }, input.from);
}

describe("a stranger's wrong e-mailed codes", () => {
  it("refuse neither the owner's authenticator code nor a recovery code after the right password", async () => {
    const school = await harness.newSchool();
    const { secret, recovery } = await enrol(school, "teacher");
    const email = await emailOf(school.users.teacher);
    // Fifteen wrong codes at the teacher's address, asked for and guessed with no password, from fifteen addresses.
    for (let round = 0; round < 3; round += 1) {
      const stranger = { school, address: `203.0.113.${round}` };
      expect((await request("POST", "user/accounts/generate_otp/", { email }, stranger)).statusCode).toBe(200);
      await harness.database.db
        .update(otpCodes)
        .set({ codeHash: hashToken(`${email}:111111`) })
        .where(eq(otpCodes.target, email));
      for (let guess = 0; guess < 5; guess += 1) {
        const from = { school, address: `198.51.100.${round * 5 + guess}` };
        const answer = await request("GET", `user/accounts/check_otp/?email=${email}&otp=222222`, undefined, from);
        expect(["otp_invalid", "rate_limited"]).toContain(answer.json().code);
      }
    }
    const own = { school, address: "192.0.2.10" };
    expect(outcome(await ownerSignsIn({ email, from: own, second: { code: codeOf(secret, 1) } }))).toEqual(SIGNED_IN);
    expect(outcome(await ownerSignsIn({ email, from: own, second: { recovery_code: recovery[0] } }))).toEqual(
      SIGNED_IN,
    );
  });

  it("neither replace nor spend the code e-mailed for an enrolment the school requires", async () => {
    const school = await harness.newSchool();
    await harness.database.db.update(schools).set({ requireStaffTwoFactor: true }).where(eq(schools.id, school.id));
    const email = await emailOf(school.users.admin);
    const own = { school, address: "192.0.2.11" };
    const password = await login(email, TEST_PASSWORD, own);
    expect(password.json().second_step).toBe("enrol");
    const mailed = await mailedCode(email);
    const stranger = { school, address: "203.0.113.50" };
    await request("POST", "user/accounts/generate_otp/", { email }, stranger);
    for (let guess = 0; guess < 5; guess += 1) {
      await request("GET", `user/accounts/check_otp/?email=${email}&otp=${otherThan(mailed)}`, undefined, stranger);
    }
    const setup = await request(
      "POST",
      "user/accounts/login/enrol/",
      { challenge: password.json().challenge, email_code: mailed },
      own,
    );
    expect(setup.statusCode).toBe(200);
    expect(setup.json().secret).toEqual(expect.any(String));
  });
});

const MAIL_WAIT = { timeout: 10_000 };
/** The newest six-digit code mailed to an address, waited for (the queue's worker sends it a moment later). */
async function mailedCode(address: string): Promise<string> {
  let text = "";
  // The queue's worker polls every half second, then delivers over SMTP: past the poll's default second at times.
  await expect
    .poll(() => {
      text =
        smtp.messages.findLast((mail) => mail.to.includes(address) && /Your code: \d{6}/.test(mail.text))?.text ?? "";
      return text !== "";
    }, MAIL_WAIT)
    .toBe(true);
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describe("a stranger's wrong passwords", () => {
  it("slow the addresses that sent them, and let the owner in with the password and the authenticator", async () => {
    const school = await harness.newSchool();
    const { secret } = await enrol(school, "admin_school");
    const email = await emailOf(school.users.admin_school);
    const attacker = (index: number) => ({ school, address: `203.0.113.${100 + index}` });
    for (let index = 0; index < 20; index += 1) {
      expect([200, 401]).toContain((await login(email, "not-the-password", attacker(index))).statusCode);
    }
    // Past the account's budget a wrong password is answered only with the second factor, which it never passes.
    const decoy = await login(email, "not-the-password", attacker(0));
    expect(decoy.json()).toEqual({ second_step: "totp", challenge: expect.any(String) });
    const decoyStep = await secondStep({ challenge: decoy.json().challenge, code: codeOf(secret, 1) }, attacker(0));
    expect(outcome(decoyStep)).toEqual({ status: 422, code: "otp_invalid", signedIn: false });
    // An address that spent its own budget on the account is slowed, whatever the password.
    for (let attempt = 2; attempt < PASSWORDS_PER_ACCOUNT; attempt += 1) {
      await login(email, "not-the-password", attacker(0));
    }
    const slowed = await login(email, TEST_PASSWORD, attacker(0));
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);

    const own = { school, address: "192.0.2.20" };
    expect(outcome(await ownerSignsIn({ email, from: own, second: { code: codeOf(secret, 1) } }))).toEqual(SIGNED_IN);
  });

  it("still lock an account without an authenticator for the window, as before, but for its known devices", async () => {
    const school = await harness.newSchool();
    const email = await emailOf(school.users.teacher);
    const device = cookieOf(await login(email, TEST_PASSWORD, { school, address: "192.0.2.30" }), "known_device");
    for (let index = 0; index < PASSWORDS_PER_ACCOUNT; index += 1) {
      await login(email, "not-the-password", { school, address: `203.0.113.${150 + index}` });
    }
    expect((await login(email, TEST_PASSWORD, { school, address: "192.0.2.31" })).statusCode).toBe(429);
    const fromDevice = { school, address: "192.0.2.31", headers: { cookie: `known_device=${device}` } };
    expect((await login(email, TEST_PASSWORD, fromDevice)).statusCode).toBe(200);
  });
});

describe("a sign-in challenge", () => {
  it("signs in once: a spent one is refused even with a fresh valid code or a recovery code", async () => {
    const school = await harness.newSchool();
    const { secret, recovery } = await enrol(school, "teacher");
    const email = await emailOf(school.users.teacher);
    const own = { school, address: "192.0.2.40" };
    const { challenge } = (await login(email, TEST_PASSWORD, own)).json();
    expect(outcome(await secondStep({ challenge, recovery_code: recovery[0] }, own))).toEqual(SIGNED_IN);
    // The authenticator's code of a step never used, which a fresh challenge would accept.
    const again = await secondStep({ challenge, code: codeOf(secret, 1) }, own);
    expect(outcome(again)).toEqual({ status: 422, code: "sign_in_step_expired", signedIn: false });
    const withRecovery = await secondStep({ challenge, recovery_code: recovery[1] }, own);
    expect(outcome(withRecovery)).toEqual({ status: 422, code: "sign_in_step_expired", signedIn: false });
  });

  it("signs in once when two right codes arrive at once", async () => {
    const school = await harness.newSchool();
    const { secret, recovery } = await enrol(school, "admin");
    const email = await emailOf(school.users.admin);
    const own = { school, address: "192.0.2.41" };
    const { challenge } = (await login(email, TEST_PASSWORD, own)).json();
    const answers = await Promise.all([
      secondStep({ challenge, code: codeOf(secret, 1) }, own),
      secondStep({ challenge, recovery_code: recovery[0] }, own),
      secondStep({ challenge, recovery_code: recovery[1] }, own),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it("takes five wrong codes, then the password must be given again", async () => {
    const school = await harness.newSchool();
    const { secret } = await enrol(school, "teacher");
    const email = await emailOf(school.users.teacher);
    const own = { school, address: "192.0.2.42" };
    const { challenge } = (await login(email, TEST_PASSWORD, own)).json();
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await secondStep({ challenge, code: otherThan(codeOf(secret, 1)) }, own)).json().code).toBe(
        "otp_invalid",
      );
    }
    const sixth = await secondStep({ challenge, code: codeOf(secret, 1) }, own);
    expect(outcome(sixth)).toEqual({ status: 422, code: "sign_in_step_expired", signedIn: false });
    expect(outcome(await ownerSignsIn({ email, from: own, second: { code: codeOf(secret, 1) } }))).toEqual(SIGNED_IN);
  });
});
