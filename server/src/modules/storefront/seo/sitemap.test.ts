import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { courses, schools } from "../../../db/schema/index.js";
import { seedDemoCatalogue } from "../../../seed/demo-catalogue.js";
import { newCourse } from "../../../test/factories.js";
import { needs } from "../../../test/requirements.js";
import { twoServerProcesses } from "../../../test/server-processes.js";
import { apiSuite } from "../../../test/test-app.js";

/** The sitemaps.org schema and the xhtml:link it lets a url carry, as stored beside this test. */
const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`./testing/${name}`, import.meta.url), "utf8"),
});
const SITEMAP_XSD = schemaFile("sitemap.xsd");
const XHTML_LINK_XSD = schemaFile("xhtml-link.xsd");

async function sitemapErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [SITEMAP_XSD],
    preload: [XHTML_LINK_XSD],
  });
  return result.errors.map((error) => error.message);
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe("a school's sitemap and robots.txt", () => {
  const suite = apiSuite();
  let origin: string;
  let visible: { id: number; updatedAt: Date }[];
  let hiddenId: number;
  let otherSchoolsId: number;

  beforeAll(async () => {
    const { db } = suite.harness.database;
    origin = `https://${suite.school.domain}`;
    await seedDemoCatalogue(db, suite.school.id);
    // Fourteen visible programs: a second catalogue page.
    for (let index = 0; index < 6; index += 1) await newCourse(db, suite.school.id, { titleRu: `Программа ${index}` });
    hiddenId = await newCourse(db, suite.school.id, { titleRu: "Скрытая", show: false });
    otherSchoolsId = await newCourse(db, suite.other.id, { titleRu: "Чужая" });
    visible = await db
      .select({ id: courses.id, updatedAt: courses.updatedAt, show: courses.show })
      .from(courses)
      .where(eq(courses.schoolId, suite.school.id))
      .then((rows) => rows.filter((row) => row.show));
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    suite.harness.app.inject({ method: "GET", url, headers: { host: suite.school.domain, ...headers } });

  it("lists every visible program's page and the catalogue's pages in each language, valid by the sitemaps schema", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await sitemapErrors(response.body)).toEqual([]);
    const locs = locsOf(response.body);
    expect(visible).toHaveLength(14);
    for (const language of ["ru", "kk", "en"]) {
      expect(locs).toContain(`${origin}/?hl=${language}`);
      expect(locs).toContain(`${origin}/guest-catalog?hl=${language}`);
      expect(locs).toContain(`${origin}/guest-catalog?page=2&hl=${language}`);
      for (const program of visible)
        expect(locs).toContain(`${origin}/guest-catalog/info/${program.id}?hl=${language}`);
    }
    expect(locs).not.toContain(`${origin}/guest-catalog?page=3&hl=ru`);
    expect(locs).toHaveLength(3 * (3 + visible.length));
    expect(response.body).not.toContain(`/guest-catalog/info/${hiddenId}?`);
    expect(response.body).not.toContain(`/guest-catalog/info/${otherSchoolsId}?`);
  });

  it("names each page's language versions and its last change", async () => {
    const { body } = await get("/sitemap.xml");
    const program = visible[0]!;
    const entry = body
      .split("\n")
      .find((line) => line.includes(`<loc>${origin}/guest-catalog/info/${program.id}?hl=kk</loc>`))!;
    expect(entry).toContain(`<lastmod>${program.updatedAt.toISOString().replace(/\.\d+Z$/, "Z")}</lastmod>`);
    for (const language of ["ru", "kk", "en"]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${language}" href="${origin}/guest-catalog/info/${program.id}?hl=${language}"/>`,
      );
    }
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/guest-catalog/info/${program.id}"/>`,
    );
  });

  it("is refused by the schema when a link or a date is wrong, so the check above checks", async () => {
    const { body } = await get("/sitemap.xml");
    expect(await sitemapErrors(body.replace('hreflang="kk"', 'hreflang="kazakh language"'))).not.toEqual([]);
    expect(await sitemapErrors(body.replace(/<lastmod>[^<]+</, "<lastmod>yesterday<"))).not.toEqual([]);
    expect(await sitemapErrors(body.replace(/ href="[^"]+"\/>/, "/>"))).not.toEqual([]);
  });

  it("is the other school's own at its address", async () => {
    const response = await get("/sitemap.xml", { host: suite.other.domain });
    const locs = locsOf(response.body);
    expect(locs).toContain(`https://${suite.other.domain}/guest-catalog/info/${otherSchoolsId}?hl=en`);
    expect(locs.every((loc) => loc.startsWith(`https://${suite.other.domain}/`))).toBe(true);
    expect(response.body).not.toContain(`/guest-catalog/info/${visible[0]!.id}?`);
  });

  it("answers 404 at an address no school is registered at", async () => {
    const response = await get("/sitemap.xml", { host: "nobody.test" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });

  it("carries an ETag a crawler revalidates, answered 304 without a body", async () => {
    const first = await get("/sitemap.xml");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(first.headers.etag);
    const again = await get("/sitemap.xml", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("opens the home page and the storefront to crawlers, closes the API and the other screens, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    // The school's bare domain is its home page (decision 0170): open, and never closed by a rule of its own.
    expect(lines).toContain("Allow: /$");
    expect(lines).toContain("Allow: /guest-catalog");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /settings");
    expect(lines).not.toContain("Disallow: /$");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const closed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice("Disallow: ".length));
    for (const open of [
      "/",
      "/guest-catalog",
      "/guest-catalog/info/1",
      "/legal/offer",
      "/og/school.jpg",
      "/media/x.webp",
    ]) {
      expect(closed.filter((prefix) => open.startsWith(prefix))).toEqual([]);
    }
  });
});

/** Two server processes on one PostgreSQL, each keeping the sitemap: a program hidden through either leaves both. */
describe("a kept sitemap across server processes", needs("postgres"), () => {
  const domain = "sitemap-two.test";
  const two = twoServerProcesses({ name: "seo", domain, env: { PUBLIC_URL: "https://platform.example.kz" } });
  const processes = two.processes;

  const sitemapOf = (app: FastifyInstance) => async () =>
    (await app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: domain } })).body;

  it("drops a hidden program from both processes' sitemaps at once, and shows it again when shown", async () => {
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const listed = `/guest-catalog/info/${two.courseId}?hl=ru`;
    for (const { app } of processes) expect(await sitemapOf(app)()).toContain(listed);
    const kept = await first.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: domain } });
    // Kept by both: hidden with the triggers off, which nobody hears of, the program stays listed.
    await first.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(courses).set({ show: false }).where(eq(courses.id, two.courseId));
    });
    for (const { app } of processes) expect(await sitemapOf(app)()).toContain(listed);
    await second.database.db.update(courses).set({ show: false }).where(eq(courses.id, two.courseId));
    await expect.poll(sitemapOf(first.app)).not.toContain(listed);
    await expect.poll(sitemapOf(second.app)).not.toContain(listed);
    // The crawler's kept copy is stale now: its ETag no longer matches.
    const revalidated = await first.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: domain, "if-none-match": String(kept.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    await first.database.db.update(courses).set({ show: true }).where(eq(courses.id, two.courseId));
    await expect.poll(sitemapOf(second.app)).toContain(listed);
  });

  it("moves robots.txt's sitemap address with the school's domain", async () => {
    const robotsAt = (app: FastifyInstance, host: string) => async () =>
      (await app.inject({ method: "GET", url: "/robots.txt", headers: { host } })).body;
    for (const { app } of processes)
      expect(await robotsAt(app, domain)()).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    await processes[0]!.database.db
      .update(schools)
      .set({ domain: "moved-sitemap.test" })
      .where(eq(schools.id, two.schoolId));
    for (const { app } of processes) {
      await expect
        .poll(robotsAt(app, "moved-sitemap.test"))
        .toContain("Sitemap: https://moved-sitemap.test/sitemap.xml");
    }
  });
});
