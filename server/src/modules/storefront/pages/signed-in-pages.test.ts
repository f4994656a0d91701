import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.js";
import { fakeWebBuild } from "../../../test/fake-web-build.js";
import { endReuseIntervalOf } from "../../../test/refresh-tokens.js";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../../test/test-app.js";

/**
 * What the server does around the renderer for a signed-in screen (decision 0176), with a renderer of the test's own
 * (the built bundle's module shape, web/src/ssr/entry-server.tsx): whom it draws for, when it serves the shell
 * instead, and that no one keeps the page. The real bundle's screens are walked by e2e/signed-in-pages.e2e.ts.
 */
const INDEX =
  '<!doctype html><html lang="ru"><head><title>School platform</title></head><body><div id="root"></div></body></html>';

const RENDERER = `
export async function renderGuestPage() { return undefined; }
export async function loadSignedInScreens() {}
export async function renderSignedInPage(input, calls) {
  // The render's calls carry the token made for it: the user's own profile answers.
  const answer = await calls("/api/v1/user/accounts/get_user_profile/", { method: "GET" }, input.hostname);
  const profile = answer.ok ? await answer.json() : null;
  return {
    routeKey: "myCourse",
    status: answer.ok ? 200 : 503,
    complete: true,
    passes: 1,
    html: "<p>drawn for " + input.claims.user_id + " " + input.claims.role + " " + (profile?.email ?? "") + "</p>",
    styles: '<style data-css-hash="x">.a{}</style>',
    state: { queries: [], mutations: [] },
  };
}
`;

let harness: TestApp;
let school: TestSchool;
let other: TestSchool;
let build: ReturnType<typeof fakeWebBuild>;

beforeAll(async () => {
  build = fakeWebBuild({ index: INDEX, renderer: RENDERER });
  harness = await createTestApp({ webDist: build.dist, env: { DEFAULT_SCHOOL: "none" } });
  school = await harness.newSchool();
  other = await harness.newSchool();
});

afterAll(async () => {
  await harness.close();
  build.remove();
});

type Cookies = Record<string, string>;

/** Signs a school's student in, as the sign-in form does, and answers the cookies the browser would keep. */
async function signIn(at: TestSchool): Promise<Cookies> {
  const email = await emailOf(at.users.student);
  const answer = await harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/login/",
    headers: { host: at.domain },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(answer.statusCode).toBe(200);
  return Object.fromEntries(answer.cookies.map((cookie) => [cookie.name, cookie.value]));
}

async function emailOf(userId: number): Promise<string> {
  const [row] = await harness.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

const open = (path: string, cookies: Cookies, at = school) =>
  harness.app.inject({ method: "GET", url: path, headers: { host: at.domain, cookie: cookieHeader(cookies) } });

describe("a signed-in screen's page (decision 0176)", () => {
  it("is drawn for the page cookie's user, with its styles and session, and kept by no one", async () => {
    const cookies = await signIn(school);
    expect(cookies.page_session).toBeDefined();
    const page = await open("/my-course", cookies);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<p>drawn for ${school.users.student} student ${await emailOf(school.users.student)}`);
    expect(page.body).toContain('</title><style data-css-hash="x">.a{}</style>');
    expect(page.body).toContain('"session":{"claims":{');
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers.vary).toContain("Cookie");
  });

  it("is the bare shell without the cookie, with a forged one, or at another school", async () => {
    const cookies = await signIn(school);
    const [hash] = cookies.page_session!.split(".");
    const forged = { ...cookies, page_session: `${hash}.${"A".repeat(43)}` };
    const bare = [
      await open("/my-course", {}),
      await open("/my-course", forged),
      await open("/my-course", cookies, other),
    ];
    for (const page of bare) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain("drawn for");
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("follows the session: a refresh moves it to the new cookie, the old one ends with its reuse interval, a sign-out ends it and clears the cookie", async () => {
    const cookies = await signIn(school);
    const refreshed = await harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/refresh/",
      headers: { host: school.domain, cookie: cookieHeader(cookies) },
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = Object.fromEntries(refreshed.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(renewed.page_session).not.toBe(cookies.page_session);
    expect((await open("/my-course", renewed)).body).toContain("drawn for");
    // The old cookie draws while its refresh token may still be asked again (decision 0182), and no longer after.
    expect((await open("/my-course", cookies)).body).toContain("drawn for");
    await endReuseIntervalOf(harness.database.db, cookies.refresh_token!);
    expect((await open("/my-course", cookies)).body).not.toContain("drawn for");

    const { access } = refreshed.json() as { access: string };
    const loggedOut = await harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/logout/",
      headers: { host: school.domain, cookie: cookieHeader(renewed), authorization: `Bearer ${access}` },
    });
    expect(loggedOut.statusCode).toBeLessThan(300);
    const cleared = loggedOut.cookies.find((cookie) => cookie.name === "page_session");
    expect(cleared?.value).toBe("");
    expect((await open("/my-course", renewed)).body).not.toContain("drawn for");
  });

  it("leaves a screen of another layout, and an address no screen has, to the shell and the 404", async () => {
    const cookies = await signIn(school);
    expect((await open("/login", cookies)).body).not.toContain("drawn for");
    expect((await open("/no-such-screen/at/all", cookies)).body).not.toContain("drawn for");
  });
});
