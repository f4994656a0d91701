import {
  CATALOG_PAGE_SIZE,
  type CatalogCourseDetail,
  type CatalogPage,
  type GuestSchoolInfo,
  LANGUAGE_PARAM,
  UI_LANGUAGES,
  type UiLanguage,
} from "@school/contracts";
import { escapeHtml, richTextToPlain } from "../../../core/rich-text.js";
import { ogImagePath, ogImageVersion, SCHOOL_ICON_PATH } from "../brand/index.js";
import { addressesOf, CATALOGUE_PATH, HOME_PATH, programPath, storefrontAddress } from "./addresses.js";
import { HEAD_TEXTS, OG_LOCALES } from "./head-texts.js";
import { OG_IMAGE_SIZE } from "./og-image.js";
import { catalogueGraph, courseNode, jsonLdScript, schoolNode } from "./structured-data.js";

export type StorefrontPage =
  /** The school's home page, its bare domain (decision 0170). */
  | { kind: "home" }
  | { kind: "program"; program: CatalogCourseDetail }
  | { kind: "catalogue"; answer: CatalogPage; search: URLSearchParams }
  | { kind: "notFound" }
  /** A certificate's verification (decision 0163): a person's paper, never indexed nor previewed. */
  | { kind: "verification" };

export type StorefrontHeadInput = {
  /** The school's storefront origin (`storefrontOrigin`), e.g. https://school.kz. */
  origin: string;
  /** The language the page is rendered in; every answer below is in it. */
  language: UiLanguage;
  school: GuestSchoolInfo;
  page: StorefrontPage;
  /**
   * Whether the visitor's address named the language (`?hl=`). An address without it answers in the visitor's own
   * language and is the x-default one, its own canonical; one with it is that language's (decision 0143).
   */
  languageInAddress?: boolean;
};

/** The most of a description search engines and previews show before they cut it. */
const DESCRIPTION_LENGTH = 160;

/**
 * A guest page's head (decision 0143): the title, the description, the canonical address and each language's, the
 * Open Graph and Twitter preview, and the page as schema.org data. Every text is the school's or a program's, set as
 * text: attributes HTML-escaped, the JSON-LD escaped so it cannot end its script element.
 */
export function storefrontHead(input: StorefrontHeadInput): { title: string; html: string } {
  const { page } = input;
  if (page.kind === "home") return homeHead(input);
  if (page.kind === "program") return programHead(input, page.program);
  if (page.kind === "catalogue") return catalogueHead(input, page);
  return notIndexedHead(input, page.kind === "verification" ? "verification" : "notFound");
}

/**
 * The school's home page (decision 0170): titled by the school alone, as its tab is, described as the catalogue is,
 * previewed with the school's picture, and the school itself as schema.org data, its logo named for previews.
 */
function homeHead(input: StorefrontHeadInput): { title: string; html: string } {
  const { origin, school, language } = input;
  const canonical = canonicalOf(input, { path: HOME_PATH });
  const description = catalogueDescriptionOf(school, language);
  const image = `${origin}${ogImagePath({ version: ogImageVersion(school.logo) })}`;
  const organisation = {
    "@context": "https://schema.org",
    ...schoolNode({ origin, school, logo: logoOf(origin, school) }),
    description,
    image,
  };
  return {
    title: school.name,
    html: [
      ...basics({ title: school.name, description, canonical }),
      ...alternates({ origin, path: HOME_PATH }),
      ...preview(input, { type: "website", title: school.name, description, url: canonical, image, alt: school.name }),
      jsonLdScript(organisation),
    ].join("\n"),
  };
}

function programHead(input: StorefrontHeadInput, program: CatalogCourseDetail): { title: string; html: string } {
  const { origin, school, language } = input;
  const path = programPath(program.id);
  const canonical = canonicalOf(input, { path });
  const description =
    summaryOf(program.short_desc) || summaryOf(program.full_desc) || catalogueDescriptionOf(school, language);
  const image = `${origin}${ogImagePath({ programId: program.id, version: ogImageVersion(program.poster, school.logo) })}`;
  const title = `${program.title} — ${school.name}`;
  const course = courseNode({
    program,
    language,
    url: canonical,
    description,
    image: absolute(origin, program.poster) ?? image,
    provider: schoolNode({ origin, school, logo: logoOf(origin, school) }),
    currency: school.currency,
  });
  return {
    title,
    html: [
      ...basics({ title, description, canonical }),
      ...alternates({ origin, path }),
      ...preview(input, {
        type: "product",
        title: program.title,
        description,
        url: canonical,
        image,
        alt: program.title,
      }),
      jsonLdScript(course),
    ].join("\n"),
  };
}

function catalogueHead(
  input: StorefrontHeadInput,
  page: { answer: CatalogPage; search: URLSearchParams },
): { title: string; html: string } {
  const { origin, school, language } = input;
  const texts = HEAD_TEXTS[language];
  const pageNumber = listedPageOf(page.search);
  const params = pageNumber > 1 ? ([["page", String(pageNumber)]] as const) : [];
  const canonical = canonicalOf(input, { path: CATALOGUE_PATH, params });
  const heading = pageNumber > 1 ? `${texts.catalogue}, ${texts.page(pageNumber)}` : texts.catalogue;
  const title = `${heading} — ${school.name}`;
  const description = catalogueDescriptionOf(school, language);
  const image = `${origin}${ogImagePath({ version: ogImageVersion(school.logo) })}`;
  const graph = catalogueGraph({
    answer: page.answer,
    firstPosition: (pageNumber - 1) * CATALOG_PAGE_SIZE + 1,
    urlOf: (courseId) => storefrontAddress({ origin, path: programPath(courseId), language }),
    school: schoolNode({ origin, school, logo: logoOf(origin, school) }),
    url: canonical,
  });
  return {
    title,
    html: [
      ...basics({ title, description, canonical }),
      ...alternates({ origin, path: CATALOGUE_PATH, params }),
      ...preview(input, { type: "website", title: heading, description, url: canonical, image, alt: school.name }),
      jsonLdScript(graph),
    ].join("\n"),
  };
}

/**
 * A missing page, and a certificate's verification (someone's name, reached only by its QR code), are not indexed and
 * name no address of their own.
 */
function notIndexedHead(
  input: StorefrontHeadInput,
  text: "notFound" | "verification",
): { title: string; html: string } {
  const title = `${HEAD_TEXTS[input.language][text]} — ${input.school.name}`;
  return {
    title,
    html: [`<title>${escapeHtml(title)}</title>`, `<meta name="robots" content="noindex">`].join("\n"),
  };
}

/**
 * The catalogue's canonical page keeps its page number only (decision 0143): a filtered, sorted or searched view
 * shows programs the unfiltered pages list already, so it names the unfiltered first page as its canonical, as a
 * shop's filtered category names its category; a later page is a page of its own.
 */
function listedPageOf(search: URLSearchParams): number {
  const filtered = [...search.keys()].some((name) => name !== "page" && name !== LANGUAGE_PARAM);
  if (filtered) return 1;
  const page = Number(search.get("page") ?? "1");
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

function canonicalOf(
  input: StorefrontHeadInput,
  page: { path: string; params?: readonly (readonly [string, string])[] },
): string {
  const language = input.languageInAddress === false ? "x-default" : input.language;
  return storefrontAddress({ origin: input.origin, ...page, language });
}

function basics(input: { title: string; description: string; canonical: string }): string[] {
  return [
    `<title>${escapeHtml(input.title)}</title>`,
    meta("name", "description", input.description),
    `<link rel="canonical" href="${escapeHtml(input.canonical)}">`,
  ];
}

function alternates(input: { origin: string; path: string; params?: readonly (readonly [string, string])[] }) {
  return addressesOf(input).map(
    ({ language, href }) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}">`,
  );
}

/** The Open Graph and Twitter card tags a messenger or a social network builds its preview from. */
function preview(
  input: StorefrontHeadInput,
  card: { type: string; title: string; description: string; url: string; image: string; alt: string },
): string[] {
  const locale = OG_LOCALES[input.language];
  const otherLocales = UI_LANGUAGES.filter((language) => language !== input.language).map((other) => OG_LOCALES[other]);
  return [
    meta("property", "og:type", card.type),
    meta("property", "og:site_name", input.school.name),
    meta("property", "og:title", card.title),
    meta("property", "og:description", card.description),
    meta("property", "og:url", card.url),
    meta("property", "og:image", card.image),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:width", String(OG_IMAGE_SIZE.width)),
    meta("property", "og:image:height", String(OG_IMAGE_SIZE.height)),
    meta("property", "og:image:alt", card.alt),
    // The school's logo for previews that show the site's mark beside the picture (metascraper's logo reads it).
    meta("property", "og:logo", logoOf(input.origin, input.school)),
    meta("property", "og:locale", locale),
    ...otherLocales.map((other) => meta("property", "og:locale:alternate", other)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", card.title),
    meta("name", "twitter:description", card.description),
    meta("name", "twitter:image", card.image),
    meta("name", "twitter:image:alt", card.alt),
  ];
}

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The catalogue's description: the school's own words (its description, else its tagline), else a line naming it. */
function catalogueDescriptionOf(school: GuestSchoolInfo, language: UiLanguage): string {
  return (
    summaryOf(school.description) ||
    summaryOf(school.tagline) ||
    summaryOf(HEAD_TEXTS[language].catalogueDescription(school.name))
  );
}

/** Text as a description: without markup, on one line, cut at a word near `DESCRIPTION_LENGTH` with an ellipsis. */
export function summaryOf(text: string): string {
  const plain = richTextToPlain(text).replace(/\s+/g, " ").trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?—–-]+$/, "")}…`;
}

/**
 * The school's logo as an absolute address, for previews and schema.org: its uploaded logo, else its largest icon
 * (the platform's mark, cut as the school's tab icon is), so every page names one (decision 0170).
 */
function logoOf(origin: string, school: GuestSchoolInfo): string {
  return absolute(origin, school.logo) ?? `${origin}${SCHOOL_ICON_PATH}`;
}

/** A media path the API answers (`/media/…`) as an absolute address; one already absolute stays as it is. */
function absolute(origin: string, path: string | null): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}
