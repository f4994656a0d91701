import { endpoint, type Permission } from "@school/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { readEnv } from "../../config.js";
import { defineRoute } from "../../core/route.js";
import { schools } from "../../db/schema/index.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

let harness: TestApp;
let school: TestSchool;
let other: TestSchool;

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool({ domain: "alpha.kz" });
  other = await harness.newSchool({ domain: "beta.kz" });
});
afterAll(() => harness.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: "GET", url: `/api/v1/${url}`, headers });

describe("school calls", () => {
  it("give a guest the school of the domain parameter, or of the host", async () => {
    expect((await get("user/school/guest-info-school/?domain=alpha.kz")).json()).toMatchObject({ id: school.id });
    expect((await get("user/school/guest-info-school/", { host: "beta.kz" })).json()).toMatchObject({ id: other.id });
    expect((await get("user/school/guest-info-school/?domain=unknown.kz")).statusCode).toBe(404);
    expect((await get("user/school/currency/code/?domain=alpha.kz")).json()).toEqual({ code: "KZT" });
  });

  it("give a signed-in user their own school whatever domain they send", async () => {
    const response = await get("user/school/get_logo/?domain=beta.kz", await harness.authAs(school, "teacher"));
    expect(response.json()).toMatchObject({ name: expect.stringContaining("School") });
    const detail = await get("user/school/detail/", await harness.authAs(school, "teacher"));
    expect(detail.json()).toMatchObject({ id: school.id, domain: "alpha.kz", tariff_status: true });
  });

  it("name, describe and introduce the school in the asked language, an empty text showing the first filled in", async () => {
    await harness.database.db
      .update(schools)
      .set({
        name: "Альфа",
        nameKk: "",
        nameEn: "Alpha",
        description: "",
        descriptionKk: "Біздің мектеп",
        descriptionEn: "",
        taglineRu: "Учёба за рубежом",
        taglineKk: "Шетелде оқу",
        taglineEn: "Study abroad",
      })
      .where(eq(schools.id, school.id));
    const info = async (language?: string) =>
      (
        await get(`user/school/guest-info-school/?domain=alpha.kz${language ? `&translate_lang=${language}` : ""}`)
      ).json();
    expect(await info()).toMatchObject({ name: "Альфа", description: "Біздің мектеп", tagline: "Учёба за рубежом" });
    expect(await info("kk")).toMatchObject({ name: "Альфа", description: "Біздің мектеп", tagline: "Шетелде оқу" });
    expect(await info("en")).toMatchObject({ name: "Alpha", description: "Біздің мектеп", tagline: "Study abroad" });
    expect((await get("user/school/get_logo/?domain=alpha.kz&translate_lang=en")).json()).toMatchObject({
      name: "Alpha",
    });
    const detail = await get("user/school/detail/?translate_lang=en", await harness.authAs(school, "admin"));
    expect(detail.json()).toMatchObject({ name: "Alpha", tagline: "Study abroad" });
    expect((await get("user/school/guest-info-school/?domain=alpha.kz&translate_lang=de")).statusCode).toBe(400);
  });

  it("list currencies for signed-in users", async () => {
    const response = await get("user/school/currency/list/", await harness.authAs(school, "admin"));
    expect(response.json()).toContainEqual({ id: 1, code: "KZT", name: "Tenge" });
  });
});

describe("the HTTP shell", () => {
  it("sends security headers: the strict CSP on pages, the data headers on JSON", async () => {
    const api = await get("user/school/guest-info-school/?domain=alpha.kz");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["strict-transport-security"]).toBeDefined();
    expect(api.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const page = await harness.app.inject({ method: "GET", url: "/catalog" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    // The test app's PUBLIC_URL is https, so browsers are told to upgrade; plain-http deployments are not.
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("does not ask browsers to upgrade to https when the platform is served over plain http", async () => {
    const lan = await createTestApp({ publicUrl: "http://school.lan:3000" });
    try {
      const page = await lan.app.inject({ method: "GET", url: "/catalog" });
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    } finally {
      await lan.close();
    }
  });

  it("answers unknown files and API paths with a JSON 404, not the web app shell", async () => {
    for (const url of ["/assets/old-chunk-abc123.js", "/api/v2/anything", "/media/avatars/9/none.webp"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("refuses bodies over the limit with 413 and wrong content types with 415", async () => {
    const big = await harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/login/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.kz", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const wrongType = await harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/login/",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it("will not start with a route that declares no permission", async () => {
    const unguarded = defineRoute(
      endpoint({
        method: "GET",
        path: "user/school/unguarded/",
        permission: undefined as unknown as Permission,
        summary: "no permission",
        tags: [],
        response: null,
      }),
      { handler: async () => undefined },
    );
    const attempt = buildApp({
      env: readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      db: harness.database.db,
      signingSecret: "x".repeat(40),
      routes: [unguarded],
      logger: false,
    });
    await expect(attempt).rejects.toThrow(/declares no permission/);
  });
});
