import type { CatalogCourseDetail, CatalogPage, GuestSchoolInfo, UiLanguage } from "@school/contracts";
import jsonld from "jsonld";
import ogs from "open-graph-scraper";
import { describe, expect, it } from "vitest";
import { storefrontOrigin } from "./addresses.js";
import { type StorefrontHeadInput, storefrontHead, summaryOf } from "./head.js";

/**
 * The head as the real clients read it: a JSON-LD processor expanding the structured data into schema.org's terms,
 * and a preview scraper (as a messenger does) reading the Open Graph tags out of a page.
 */
const ORIGIN = "https://school.kz";
const LANGUAGES: readonly UiLanguage[] = ["ru", "kk", "en"];

const school = (language: UiLanguage): GuestSchoolInfo => ({
  id: 7,
  name: { ru: "Школа «Атлас»", kk: "«Атлас» мектебі", en: "Atlas School" }[language],
  description: { ru: "Учёба в Европе без посредников.", kk: "Еуропада оқу.", en: "Study in Europe, directly." }[
    language
  ],
  tagline: "",
  logo: "/media/schools/7/logo.webp",
  currency: "KZT",
});

const TITLES: Record<UiLanguage, string> = { ru: "Архитектура", kk: "Сәулет", en: "Architecture" };

const program = (language: UiLanguage, fields: Partial<CatalogCourseDetail> = {}): CatalogCourseDetail => ({
  id: 42,
  title: TITLES[language],
  short_desc: "",
  poster: "/media/courses/42/poster.webp",
  colour: "blue",
  cost: 25_000,
  price: 3_900,
  price_currency: "EUR",
  is_free: false,
  language: "it",
  unverified: false,
  show: true,
  tag: { id: 1, name: "Italy" },
  degree: null,
  format: { id: 2, name: "Full-time" },
  university: { id: 3, name: "Politecnico di Milano" },
  speciality: null,
  city: { id: 4, name: "Milan" },
  univer_tag: null,
  next_round: null,
  full_desc: `<p>${"Five years of design studios, workshops and a thesis in Milan. ".repeat(6)}</p>`,
  poster_thumb: null,
  youtube_link: "",
  property_form: "state",
  country: "Italy",
  package: "",
  period: "5 years",
  min_pass_percent: 0,
  requirement_degree: "",
  requirement_years: null,
  rounds: [
    { id: 1, start: "2026-02-01", end: "2026-04-30", is_open: true },
    { id: 2, start: "2026-06-01", end: "2026-07-31", is_open: false },
  ],
  requirement_certificates: [],
  teachers: [],
  documents: [],
  media: [],
  ...fields,
});

const catalogue = (language: UiLanguage): CatalogPage => ({
  count: 14,
  next: null,
  previous: null,
  results: [program(language), program(language, { id: 43, title: `${TITLES[language]} II` })],
  facets: { tag: [], city: [], university: [], univer_tag: [], degree: [], speciality: [], format: [] },
});

const programInput = (language: UiLanguage, fields: Partial<CatalogCourseDetail> = {}): StorefrontHeadInput => ({
  origin: ORIGIN,
  language,
  school: school(language),
  page: { kind: "program", program: program(language, fields) },
});

/** schema.org's context as its published file has it for the terms used here: every term under the http vocabulary. */
const SCHEMA_ORG_CONTEXT = { "@context": { "@vocab": "http://schema.org/", url: { "@type": "@id" } } };
const offlineLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`the test loads no other document: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
};

/** The head's JSON-LD documents, as the browser would hand a script element's text to a parser. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const S = "http://schema.org/";
type Expanded = Record<string, unknown[]>;
const one = (node: Expanded, term: string) => node[`${S}${term}`]?.[0] as Expanded & { "@value"?: unknown };

async function scrape(headHtml: string) {
  const { result } = await ogs({ html: `<!doctype html><html><head>${headHtml}</head><body></body></html>` });
  return result;
}

describe("a program's head", () => {
  it("expands to a schema.org Course with its provider, offer and a course instance per round", async () => {
    const [data] = jsonLdOf(storefrontHead(programInput("en")).html);
    const expanded = (await jsonld.expand(data as jsonld.JsonLdDocument, {
      documentLoader: offlineLoader as never,
    })) as Expanded[];
    const course = expanded[0]!;
    expect(course["@type"]).toEqual([`${S}Course`]);
    expect(one(course, "name")["@value"]).toBe("Architecture");
    expect(String(one(course, "description")["@value"])).toMatch(/^Five years of design studios/);
    expect(one(course, "url")["@id"]).toBe(`${ORIGIN}/guest-catalog/info/42?hl=en`);
    const provider = one(course, "provider");
    expect(provider["@type"]).toEqual([`${S}EducationalOrganization`]);
    expect(one(provider, "name")["@value"]).toBe("Atlas School");
    expect(one(provider, "logo")["@value"]).toBe(`${ORIGIN}/media/schools/7/logo.webp`);
    const offer = one(course, "offers");
    expect(offer["@type"]).toEqual([`${S}Offer`]);
    expect(one(offer, "price")["@value"]).toBe(25_000);
    expect(one(offer, "priceCurrency")["@value"]).toBe("KZT");
    expect(one(offer, "category")["@value"]).toBe("Paid");
    expect(one(offer, "availability")["@value"]).toBe("https://schema.org/InStock");
    const instances = course[`${S}hasCourseInstance`] as Expanded[];
    expect(instances).toHaveLength(2);
    expect(instances.map((instance) => one(instance, "startDate")["@value"])).toEqual(["2026-02-01", "2026-06-01"]);
    expect(one(instances[0]!, "courseMode")["@value"]).toBe("Onsite");
    expect(one(instances[0]!, "courseWorkload")["@value"]).toBe("5 years");
    expect(one(one(instances[0]!, "location"), "name")["@value"]).toBe("Politecnico di Milano");
  });

  it("offers a free program at no price, online without a place, and one without rounds as always open", () => {
    const [data] = jsonLdOf(
      storefrontHead(programInput("ru", { is_free: true, format: { id: 5, name: "Онлайн" }, rounds: [] })).html,
    ) as [{ offers: { category: string; price: number; availability: string }[]; hasCourseInstance: object[] }];
    expect(data.offers[0]).toMatchObject({ category: "Free", price: 0, availability: "https://schema.org/InStock" });
    expect(data.hasCourseInstance).toEqual([
      { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "5 years" },
    ]);
  });

  it.each(LANGUAGES)("previews in %s with the program's title, its description and its picture", async (language) => {
    const head = storefrontHead(programInput(language));
    expect(head.title).toBe(`${TITLES[language]} — ${school(language).name}`);
    const result = await scrape(head.html);
    expect(result.ogTitle).toBe(TITLES[language]);
    expect(result.ogSiteName).toBe(school(language).name);
    expect(result.ogDescription).toMatch(/^Five years of design studios.*…$/);
    expect(result.ogDescription!.length).toBeLessThanOrEqual(160);
    expect(result.ogImage).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^https:\/\/school\.kz\/og\/program\/42\.jpg\?v=[\w-]{10}$/),
        width: "1200",
        height: "630",
      }),
    ]);
    expect(result.ogUrl).toBe(`${ORIGIN}/guest-catalog/info/42?hl=${language}`);
    expect(result.ogLocale).toBe({ ru: "ru_KZ", kk: "kk_KZ", en: "en_US" }[language]);
    expect(result.twitterCard).toBe("summary_large_image");
    expect(result.twitterImage?.[0]?.url).toBe(result.ogImage?.[0]?.url);
  });

  it("names each language's address, the address without one as x-default, and its own as canonical", () => {
    const { html } = storefrontHead(programInput("kk"));
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/guest-catalog/info/42?hl=kk">`);
    for (const language of LANGUAGES) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${ORIGIN}/guest-catalog/info/42?hl=${language}">`,
      );
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/guest-catalog/info/42">`);
    const unnamed = storefrontHead({ ...programInput("kk"), languageInAddress: false }).html;
    expect(unnamed).toContain(`<link rel="canonical" href="${ORIGIN}/guest-catalog/info/42">`);
  });

  it("changes the picture's address with the poster, so a messenger fetches the new one", () => {
    const imageOf = (poster: string | null) =>
      /property="og:image" content="([^"]+)"/.exec(storefrontHead(programInput("en", { poster })).html)![1];
    expect(imageOf("/media/a.webp")).toBe(imageOf("/media/a.webp"));
    expect(imageOf("/media/a.webp")).not.toBe(imageOf("/media/b.webp"));
  });

  it("keeps a title holding markup as text: in the title, the attributes and the JSON-LD", async () => {
    const evil = `</script><script>alert(1)</script><!-- "quoted" & 'single' \u2028`;
    const { html, title } = storefrontHead(programInput("en", { title: evil, short_desc: evil }));
    expect(title).toBe(`${evil} — Atlas School`);
    // One script element, the JSON-LD's own: no text of the program opens or closes another.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(/<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]).not.toMatch(/[<>&\u2028\u2029]/);
    const [data] = jsonLdOf(html) as [{ name: string }];
    expect(data.name).toBe(evil);
    const result = await scrape(html);
    expect(result.ogTitle).toBe(evil);
    expect(result.jsonLD?.[0]).toMatchObject({ name: evil });
  });
});

describe("the school's logo in every storefront head (decision 0170)", () => {
  const headOf = (page: StorefrontHeadInput["page"], logo: string | null = "/media/schools/7/logo.webp") =>
    storefrontHead({ origin: ORIGIN, language: "ru", school: { ...school("ru"), logo }, page }).html;
  const ogLogo = (html: string) => /<meta property="og:logo" content="([^"]+)">/.exec(html)?.[1];

  it("is named by og:logo on a program's page, the catalogue and the home page, as link previews read it", () => {
    for (const page of [
      { kind: "program", program: program("ru") },
      { kind: "catalogue", answer: catalogue("ru"), search: new URLSearchParams() },
      { kind: "home" },
    ] as const) {
      expect(ogLogo(headOf(page)), page.kind).toBe(`${ORIGIN}/media/schools/7/logo.webp`);
    }
  });

  it("is the school's icon for a school without a logo", () => {
    expect(ogLogo(headOf({ kind: "program", program: program("ru") }, null))).toBe(`${ORIGIN}/icons/icon-512.png`);
  });

  it("is the top-level logo of the home page's EducationalOrganization", () => {
    const [data] = jsonLdOf(headOf({ kind: "home" }));
    expect(data).toMatchObject({
      "@type": "EducationalOrganization",
      logo: `${ORIGIN}/media/schools/7/logo.webp`,
      name: "Школа «Атлас»",
    });
  });
});

describe("the catalogue's head", () => {
  const input = (language: UiLanguage, search: string): StorefrontHeadInput => ({
    origin: ORIGIN,
    language,
    school: school(language),
    page: { kind: "catalogue", answer: catalogue(language), search: new URLSearchParams(search) },
  });

  it.each(LANGUAGES)("is titled and previewed in %s with the school's description and picture", async (language) => {
    const head = storefrontHead(input(language, ""));
    const heading = { ru: "Каталог программ", kk: "Бағдарламалар каталогы", en: "Programme catalogue" }[language];
    expect(head.title).toBe(`${heading} — ${school(language).name}`);
    const result = await scrape(head.html);
    expect(result.ogTitle).toBe(heading);
    expect(result.ogDescription).toBe(school(language).description);
    expect(result.ogImage?.[0]?.url).toMatch(/^https:\/\/school\.kz\/og\/school\.jpg\?v=[\w-]{10}$/);
    expect(result.ogUrl).toBe(`${ORIGIN}/guest-catalog?hl=${language}`);
  });

  it("lists the page's programs with their positions across pages, beside the school", async () => {
    const [data] = jsonLdOf(storefrontHead(input("en", "page=2&hl=en")).html);
    const expanded = (await jsonld.expand(data as jsonld.JsonLdDocument, {
      documentLoader: offlineLoader as never,
    })) as Expanded[];
    const list = expanded.find((node) => (node["@type"] as string[]).includes(`${S}ItemList`))!;
    const items = list[`${S}itemListElement`] as Expanded[];
    expect(items.map((item) => one(item, "position")["@value"])).toEqual([13, 14]);
    expect(one(items[0]!, "url")["@id"]).toBe(`${ORIGIN}/guest-catalog/info/42?hl=en`);
    expect(one(items[1]!, "name")["@value"]).toBe("Architecture II");
    expect(expanded.some((node) => (node["@type"] as string[]).includes(`${S}EducationalOrganization`))).toBe(true);
  });

  it("keeps a later page in its canonical address and drops filters, sorts and searches", () => {
    const canonicalOf = (search: string) =>
      /rel="canonical" href="([^"]+)"/.exec(storefrontHead(input("ru", search)).html)![1];
    expect(canonicalOf("page=3&hl=ru")).toBe(`${ORIGIN}/guest-catalog?page=3&amp;hl=ru`);
    expect(canonicalOf("page=1")).toBe(`${ORIGIN}/guest-catalog?hl=ru`);
    expect(canonicalOf("tag=4&sort=price_asc&page=2")).toBe(`${ORIGIN}/guest-catalog?hl=ru`);
    expect(canonicalOf("q=milan")).toBe(`${ORIGIN}/guest-catalog?hl=ru`);
    expect(storefrontHead(input("ru", "page=3")).title).toBe("Каталог программ, страница 3 — Школа «Атлас»");
  });

  it("describes a school without texts of its own in the page's language", () => {
    const bare = { ...input("kk", ""), school: { ...school("kk"), description: "", tagline: "" } };
    expect(storefrontHead(bare).html).toContain("мектебінің оқу бағдарламалары");
  });
});

describe("a missing page's head", () => {
  it("is not indexed and names no address", () => {
    const { html, title } = storefrontHead({
      origin: ORIGIN,
      language: "en",
      school: school("en"),
      page: { kind: "notFound" },
    });
    expect(title).toBe("Page not found — Atlas School");
    expect(html).toContain(`<meta name="robots" content="noindex">`);
    expect(html).not.toContain("canonical");
  });
});

describe("a description", () => {
  it("is plain text cut at a word within 160 characters", () => {
    expect(summaryOf("<p>Short <b>and</b> plain.</p>")).toBe("Short and plain.");
    const long = summaryOf("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});

describe("a storefront's origin", () => {
  it("is the school's domain on the platform's scheme, never an address a request named", () => {
    expect(storefrontOrigin({ publicUrl: "https://platform.kz", domain: "School.kz" })).toBe("https://school.kz");
    expect(storefrontOrigin({ publicUrl: "http://localhost:3000", domain: "localhost" })).toBe("http://localhost:3000");
    expect(storefrontOrigin({ publicUrl: "https://platform.kz", domain: "a b/c" })).toBe("https://platform.kz");
  });
});
