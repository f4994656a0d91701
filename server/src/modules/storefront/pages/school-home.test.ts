import { SIGNED_IN_COOKIE } from "@school/contracts";
import { eq } from "drizzle-orm";
import jsonld from "jsonld";
import ogs from "open-graph-scraper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schools } from "../../../db/schema/index.js";
import { fakeWebBuild } from "../../../test/fake-web-build.js";
import { createTestApp, type TestApp, type TestSchool } from "../../../test/test-app.js";

/**
 * The school's home page, its bare domain, as a crawler and a messenger read it (decision 0170): the server's answer
 * to `/` with the head it builds around the drawn screen. The screen itself comes from a renderer of the test's own
 * with the built one's shape (as in guest-pages.test.ts); the real bundle's page is walked by
 * e2e/school-home.e2e.ts.
 */
const INDEX = [
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" />',
  '<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png" />',
  "<title>School platform</title></head>",
  '<body><div id="root"></div></body></html>',
].join("");

const RENDERER = `
export async function renderGuestPage(input, calls) {
  const path = input.url.split("?")[0];
  const answer = await calls("/api/v1/user/school/guest-info-school/?domain=" + input.hostname + "&translate_lang=" + input.language, { method: "GET" }, input.hostname);
  const school = answer.ok ? await answer.json() : null;
  return {
    routeKey: path === "/" ? "schoolHome" : "guestCatalog",
    status: school === null ? 503 : 200,
    complete: true,
    passes: 1,
    html: "<h1>" + (school?.name ?? "") + "</h1>",
    state: { queries: [], mutations: [] },
    data: { school, program: null, catalogue: { count: 0, next: null, previous: null, results: [], facets: {} }, verification: null },
  };
}
// A build's signed-in screens (decision 0176) are not these tests' concern: none is drawn.
export async function renderSignedInPage() { return undefined; }
export async function loadSignedInScreens() {}
`;

let harness: TestApp;
let school: TestSchool;
let build: ReturnType<typeof fakeWebBuild>;

beforeAll(async () => {
  build = fakeWebBuild({ index: INDEX, renderer: RENDERER });
  harness = await createTestApp({
    webDist: build.dist,
    guestCache: true,
    env: { GUEST_RENDER_TIME_LIMIT_MS: "1500", DEFAULT_SCHOOL: "none" },
  });
  school = await harness.newSchool();
  await harness.database.db
    .update(schools)
    .set({
      name: "Школа «Атлас»",
      nameKk: "«Атлас» мектебі",
      description: "Учёба в Европе без посредников.",
      descriptionKk: "Еуропада делдалсыз оқу.",
      logo: "schools/logo.webp",
    })
    .where(eq(schools.id, school.id));
});

afterAll(async () => {
  await harness.close();
  build.remove();
});

const open = (path: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: "GET", url: path, headers: { host: school.domain, ...headers } });

const origin = () => `https://${school.domain}`;

/** schema.org's context for the terms used here, served offline. */
const SCHEMA_ORG_CONTEXT = { "@context": { "@vocab": "http://schema.org/", url: { "@type": "@id" } } };
const offlineLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`the test loads no other document: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
};
const S = "http://schema.org/";
type Expanded = Record<string, { "@value"?: unknown; "@id"?: string }[]>;

async function organisationOf(body: string): Promise<Expanded> {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  const expanded = await jsonld.expand(JSON.parse(script!), { documentLoader: offlineLoader as never });
  return expanded[0] as unknown as Expanded;
}

describe("the school's home page at its bare domain (decision 0170)", () => {
  it("is drawn on the server in the address's language with the school's title, description and language", async () => {
    const response = await open("/?hl=kk");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="kk"');
    expect(response.body).toContain('<div id="root"><h1>«Атлас» мектебі</h1></div><script id="served-state"');
    expect(response.body).toContain("<title>«Атлас» мектебі</title>");
    expect(response.body).not.toContain("School platform");
    expect(response.body).toContain('<meta name="description" content="Еуропада делдалсыз оқу.">');
  });

  it("names its canonical address and every language's, as the catalogue does", async () => {
    const kk = await open("/?hl=kk");
    expect(kk.body).toContain(`<link rel="canonical" href="${origin()}/?hl=kk">`);
    for (const language of ["ru", "kk", "en"]) {
      expect(kk.body).toContain(`<link rel="alternate" hreflang="${language}" href="${origin()}/?hl=${language}">`);
    }
    expect(kk.body).toContain(`<link rel="alternate" hreflang="x-default" href="${origin()}/">`);
    const bare = await open("/", { "accept-language": "en" });
    expect(bare.body).toContain(`<link rel="canonical" href="${origin()}/">`);
  });

  it("previews as the school in a messenger, with its logo where link-preview libraries look for one", async () => {
    const response = await open("/?hl=ru");
    const { result } = await ogs({ html: response.body });
    expect(result.ogTitle).toBe("Школа «Атлас»");
    expect(result.ogDescription).toBe("Учёба в Европе без посредников.");
    expect(result.ogType).toBe("website");
    expect(result.ogUrl).toBe(`${origin()}/?hl=ru`);
    expect(result.ogImage?.[0]?.url).toMatch(new RegExp(`^${origin()}/og/school\\.jpg\\?v=`));
    expect(result.ogLocale).toBe("ru_KZ");
    expect(response.body).toContain(`<meta property="og:logo" content="${origin()}/media/schools/logo.webp">`);
    expect(response.body).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png" />');
  });

  it("is the school as a schema.org EducationalOrganization with its logo", async () => {
    const organisation = await organisationOf((await open("/?hl=ru")).body);
    expect(organisation["@type"]).toEqual([`${S}EducationalOrganization`]);
    expect(organisation["@id"]).toBe(`${origin()}/#school`);
    expect(organisation[`${S}name`]?.[0]?.["@value"]).toBe("Школа «Атлас»");
    expect(organisation[`${S}logo`]?.[0]?.["@value"]).toBe(`${origin()}/media/schools/logo.webp`);
    expect(organisation[`${S}url`]?.[0]?.["@id"]).toBe(`${origin()}/`);
    expect(organisation[`${S}description`]?.[0]?.["@value"]).toBe("Учёба в Европе без посредников.");
  });

  it("tells the browser whether the visitor named the page's language: by the address or the cookie, not the browser's", async () => {
    const stateOf = async (path: string, headers: Record<string, string>) =>
      JSON.parse(
        /<script id="served-state" type="application\/json">(.*?)<\/script>/.exec(
          (await open(path, headers)).body,
        )![1]!,
      );
    expect(await stateOf("/?hl=kk", {})).toMatchObject({ language: "kk", named: true });
    expect(await stateOf("/", { cookie: "lang=kk" })).toMatchObject({ language: "kk", named: true });
    expect(await stateOf("/", { "accept-language": "kk" })).toMatchObject({ language: "kk", named: false });
  });

  it("varies by the cookie, and gives a browser someone is signed in on the signed-in screens' page as before", async () => {
    const visitor = await open("/?hl=ru");
    expect(String(visitor.headers.vary)).toContain("Cookie");
    const signedIn = await open("/?hl=ru", { cookie: `lang=ru; ${SIGNED_IN_COOKIE}=1` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain("served-state");
    expect(signedIn.body).toContain("<title>School platform</title>");
    expect(String(signedIn.headers.vary)).toContain("Cookie");
  });
});
