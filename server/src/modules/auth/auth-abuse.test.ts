import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RateLimits } from "../../config.js";
import { hashToken, REFRESH_REUSE_SECONDS } from "../../core/auth/tokens.js";
import { otpCodes, passwordResets, refreshTokens, users } from "../../db/schema/index.js";
import { endReuseIntervalOf } from "../../test/refresh-tokens.js";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestAppOptions } from "../../test/test-app.js";

/** Each test runs on an app of its own, with the limits it is about, and closes it. */
async function withApp(options: TestAppOptions, use: (app: TestApp) => Promise<void>): Promise<void> {
  const harness = await createTestApp(options);
  try {
    await use(harness);
  } finally {
    await harness.close();
  }
}

const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  windowSeconds: 60,
  perAccount: 100,
  perAddress: 1000,
  lookupsPerAddress: 1000,
  ...overrides,
});

const emailOf = async (harness: TestApp, userId: number) =>
  (await harness.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;

const login = (harness: TestApp, body: object, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: "POST", url: "/api/v1/user/accounts/login/", payload: body, headers });

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

describe("client addresses", () => {
  it("ignore X-Forwarded-For from anyone but a configured proxy", async () => {
    await withApp({ rateLimits: limits({ perAddress: 2 }) }, async (harness) => {
      const statuses = [];
      for (let index = 1; index <= 3; index += 1) {
        const forged = { "x-forwarded-for": `203.0.113.${index}` };
        statuses.push((await login(harness, { email: `nobody${index}@test.kz`, password: "x" }, forged)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    });
  });

  it("come from X-Forwarded-For when the request came through a trusted proxy", async () => {
    const options = { rateLimits: limits({ perAddress: 2 }), env: { TRUSTED_PROXIES: "127.0.0.1" } };
    await withApp(options, async (harness) => {
      const statuses = [];
      for (let index = 1; index <= 3; index += 1) {
        const forwarded = { "x-forwarded-for": `203.0.113.${index}` };
        statuses.push((await login(harness, { email: `nobody${index}@test.kz`, password: "x" }, forwarded)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401]);
    });
  });
});

describe("account look-ups", () => {
  it("share a small budget per address between check/email and registration", async () => {
    await withApp({ rateLimits: limits({ lookupsPerAddress: 3 }) }, async (harness) => {
      const school = await harness.newSchool();
      const check = (email: string) =>
        harness.app.inject({ method: "GET", url: `/api/v1/check/email/?email=${email}` });
      expect((await check("a@test.kz")).statusCode).toBe(200);
      expect((await check("b@test.kz")).statusCode).toBe(200);
      const registration = await harness.app.inject({
        method: "POST",
        url: "/api/v1/user/accounts/create/",
        payload: {
          first_name: "Aru",
          last_name: "Sapar",
          email: await emailOf(harness, school.users.student),
          password: "long-enough-1",
          domain: school.domain,
          consent: true,
        },
      });
      expect(registration.statusCode).toBe(409);
      const refused = await check("c@test.kz");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
});

describe("password guessing", () => {
  it("cannot lock the owner out: unknown devices are refused, the owner's known device still signs in", async () => {
    await withApp({ rateLimits: limits({ perAccount: 3 }) }, async (harness) => {
      const school = await harness.newSchool();
      const email = await emailOf(harness, school.users.teacher);
      const earlier = await login(harness, { email, password: TEST_PASSWORD });
      const device = cookieOf(earlier, "known_device");
      expect(device).toBeDefined();

      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await login(harness, { email, password: "wrong-guess" })).statusCode).toBe(401);
      }
      const attacker = await login(harness, { email, password: TEST_PASSWORD });
      expect(attacker.statusCode).toBe(429);
      expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(0);
      const forged = await login(harness, { email, password: TEST_PASSWORD }, { cookie: `known_device=${device}x` });
      expect(forged.statusCode).toBe(429);

      const owner = await login(harness, { email, password: TEST_PASSWORD }, { cookie: `known_device=${device}` });
      expect(owner.statusCode).toBe(200);
    });
  });

  it("limits guesses from a known device too, on that device's own budget", async () => {
    await withApp({ rateLimits: limits({ perAccount: 2 }) }, async (harness) => {
      const school = await harness.newSchool();
      const email = await emailOf(harness, school.users.student);
      const device = cookieOf(await login(harness, { email, password: TEST_PASSWORD }), "known_device");
      const fromDevice = (password: string) =>
        login(harness, { email, password }, { cookie: `known_device=${device}` });
      expect((await fromDevice("wrong-1")).statusCode).toBe(401);
      expect((await fromDevice("wrong-2")).statusCode).toBe(401);
      expect((await fromDevice(TEST_PASSWORD)).statusCode).toBe(429);
      // Another account's device cookie is no key to this account.
      const otherEmail = await emailOf(harness, school.users.teacher);
      expect((await login(harness, { email: otherEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
    });
  });

  it("counts only wrong passwords: the owner signing in often uses up nothing", async () => {
    await withApp({ rateLimits: limits({ perAccount: 3 }) }, async (harness) => {
      const school = await harness.newSchool();
      const email = await emailOf(harness, school.users.admin);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        expect((await login(harness, { email, password: TEST_PASSWORD })).statusCode).toBe(200);
      }
    });
  });
});

/** A code generated for `target` as generate_otp does; the mailed code is unknown here, so a known one is stored. */
async function withKnownOtp(harness: TestApp, otp: { target: string; code: string }) {
  await harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/generate_otp/",
    payload: { email: otp.target },
  });
  await harness.database.db
    .update(otpCodes)
    .set({ codeHash: hashToken(`${otp.target}:${otp.code}`) })
    .where(eq(otpCodes.target, otp.target));
}

describe("single-use secrets under concurrency", () => {
  it("compare at most five OTP guesses however many arrive at once", async () => {
    await withApp({}, async (harness) => {
      const target = "race@test.kz";
      const right = "123456";
      await withKnownOtp(harness, { target, code: right });
      const guesses = Array.from({ length: 40 }, (_, index) => String(200000 + index));
      const answers = await Promise.all(
        guesses.map((otp) =>
          harness.app.inject({ method: "GET", url: `/api/v1/user/accounts/check_otp/?email=${target}&otp=${otp}` }),
        ),
      );
      // Every guess is answered: compared and wrong, or refused uncompared (the tries spent, the account's guesses
      // limited). A guess left waiting past the pool's limit on a loaded machine would be a 503 whose try rolled back.
      const REFUSALS = new Set(["otp_invalid", "otp_locked", "rate_limited"]);
      expect(answers.map((answer) => answer.json().code).filter((code) => !REFUSALS.has(code))).toEqual([]);
      const compared = answers.filter((answer) => answer.json().code === "otp_invalid").length;
      expect(compared).toBe(5);
      const [row] = await harness.database.db.select().from(otpCodes).where(eq(otpCodes.target, target));
      expect(row!.wrongTries).toBe(5);
      const afterwards = await harness.app.inject({
        method: "GET",
        url: `/api/v1/user/accounts/check_otp/?email=${target}&otp=${right}`,
      });
      expect(afterwards.json()).toMatchObject({ code: "otp_locked" });
    });
  });

  it("let a right OTP sign in once when sent twice at once", async () => {
    await withApp({}, async (harness) => {
      const target = "twice@test.kz";
      await withKnownOtp(harness, { target, code: "654321" });
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          harness.app.inject({ method: "GET", url: `/api/v1/user/accounts/check_otp/?email=${target}&otp=654321` }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
    });
  });

  it("keep a refresh token's reuse interval where its first spending set it, however many present it at once", async () => {
    await withApp({}, async (harness) => {
      const school = await harness.newSchool();
      const signedIn = await login(harness, {
        email: await emailOf(harness, school.users.student),
        password: TEST_PASSWORD,
      });
      const token = cookieOf(signedIn, "refresh_token")!;
      const presentAtOnce = () =>
        Promise.all(
          [1, 2, 3, 4].map(() =>
            harness.app.inject({
              method: "POST",
              url: "/api/v1/user/accounts/refresh/",
              headers: { cookie: `refresh_token=${token}` },
            }),
          ),
        );
      const intervalEnd = async () =>
        (
          await harness.database.db
            .select({ revokedAt: refreshTokens.revokedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashToken(token)))
        )[0]!.revokedAt!.getTime();
      const before = Date.now();
      const within = await presentAtOnce();
      // Within the interval each presentation is answered (decision 0182), each with a token of its own.
      expect(within.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(within.map((answer) => cookieOf(answer, "refresh_token"))).size).toBe(4);
      const end = await intervalEnd();
      expect(end).toBeGreaterThanOrEqual(before + REFRESH_REUSE_SECONDS * 1000);
      // A later presentation does not push the interval's end on.
      expect((await presentAtOnce()).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await intervalEnd()).toBe(end);
      await endReuseIntervalOf(harness.database.db, token);
      const after = await presentAtOnce();
      expect(after.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    });
  });

  it("spend a reset link once when it is used twice at once", async () => {
    await withApp({}, async (harness) => {
      const school = await harness.newSchool();
      const { newOpaqueToken } = await import("../../core/auth/tokens.js");
      const token = newOpaqueToken();
      await harness.database.db.insert(passwordResets).values({
        userId: school.users.student,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      });
      const answers = await Promise.all(
        ["first-new-pass-1", "second-new-pass-2"].map((password) =>
          harness.app.inject({
            method: "POST",
            url: "/api/v1/user/accounts/set_password/",
            payload: { token, password },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    });
  });
});
