import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

/** Each test builds its own platform: what is served at an unknown address depends on how many schools there are. */
let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const guestInfo = (app: TestApp, input: { host: string; domain?: string }) =>
  app.app.inject({
    method: "GET",
    url: `/api/v1/user/school/guest-info-school/${input.domain ? `?domain=${input.domain}` : ""}`,
    headers: { host: input.host },
  });
const catalogue = (app: TestApp, host: string) =>
  app.app.inject({
    method: "GET",
    url: `/api/v1/course/course/guest_course_in_catalog/?domain=${host}`,
    headers: { host: `${host}:3000` },
  });
const register = (app: TestApp, host: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/create/",
    headers: { host },
    payload: {
      email: `guest.${Math.random().toString(36).slice(2, 8)}@test.kz`,
      password: "a-long-secret",
      first_name: "Aru",
      last_name: "Guest",
      consent: true,
    },
  });

describe("the school a guest meets at an address no school is registered at", () => {
  it("is the only school of a single-school platform, at any host and domain (the demo at 127.0.0.1)", async () => {
    harness = await createTestApp();
    const only: TestSchool = await harness.newSchool({ domain: "localhost" });
    for (const input of [{ host: "127.0.0.1:3000" }, { host: "school.lan", domain: "127.0.0.1" }]) {
      const response = await guestInfo(harness, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(200);
      expect(response.json()).toMatchObject({ id: only.id });
    }
    expect((await catalogue(harness, "127.0.0.1")).statusCode).toBe(200);
  });

  it("is nobody's with several schools and no DEFAULT_SCHOOL: a clear 404, registration refused", async () => {
    harness = await createTestApp();
    const alpha = await harness.newSchool({ domain: "alpha.kz" });
    await harness.newSchool({ domain: "beta.kz" });
    expect((await guestInfo(harness, { host: "alpha.kz" })).json()).toMatchObject({ id: alpha.id });
    const unknown = await guestInfo(harness, { host: "127.0.0.1:3000" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found", detail: "No school is registered at this address" });
    expect((await catalogue(harness, "127.0.0.1")).statusCode).toBe(404);
    expect((await register(harness, "127.0.0.1")).statusCode).toBe(404);
  });

  it("is DEFAULT_SCHOOL's with several schools, while every school keeps its own domain", async () => {
    harness = await createTestApp({ env: { DEFAULT_SCHOOL: "Beta.KZ" } });
    const alpha = await harness.newSchool({ domain: "alpha.kz" });
    const beta = await harness.newSchool({ domain: "beta.kz" });
    expect((await guestInfo(harness, { host: "alpha.kz" })).json()).toMatchObject({ id: alpha.id });
    expect((await guestInfo(harness, { host: "127.0.0.1:3000" })).json()).toMatchObject({ id: beta.id });
    expect((await guestInfo(harness, { host: "alpha.kz", domain: "gamma.kz" })).json()).toMatchObject({ id: beta.id });
    expect((await register(harness, "127.0.0.1")).statusCode).toBe(201);
  });

  it("is nobody's with DEFAULT_SCHOOL=none, even on a platform of one school", async () => {
    harness = await createTestApp({ env: { DEFAULT_SCHOOL: "none" } });
    const only = await harness.newSchool({ domain: "alpha.kz" });
    expect((await guestInfo(harness, { host: "alpha.kz" })).json()).toMatchObject({ id: only.id });
    expect((await guestInfo(harness, { host: "127.0.0.1" })).statusCode).toBe(404);
  });

  it("refuses a DEFAULT_SCHOOL that is no domain at start-up", async () => {
    await expect(createTestApp({ env: { DEFAULT_SCHOOL: "https://alpha.kz/" } })).rejects.toThrow("DEFAULT_SCHOOL");
  });
});
