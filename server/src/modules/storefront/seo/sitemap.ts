import { CATALOG_PAGE_SIZE, UI_LANGUAGES } from "@school/contracts";
import { escapeHtml } from "../../../core/rich-text.js";
import { addressesOf, CATALOGUE_PATH, HOME_PATH, programPath } from "./addresses.js";

/** The protocol's limit of addresses in one sitemap file (sitemaps.org). */
const SITEMAP_URLS = 50_000;

type StorefrontPage = { path: string; params?: readonly (readonly [string, string])[]; changedAt: Date | null };

/**
 * A school's sitemap (decision 0143): its home page (0170), the catalogue's pages and every visible program's page, each in every language
 * (`?hl=`), each naming all its language versions and the x-default with `xhtml:link`, as Google reads alternates
 * from a sitemap. A program's `lastmod` is its last change; a catalogue page's, the latest change of any program it
 * may list. A school past the protocol's 50,000 addresses keeps its first ones (some 15,000 programs).
 */
export function sitemapXml(input: { origin: string; programs: readonly { id: number; updatedAt: Date }[] }): string {
  const latest = input.programs.reduce<Date | null>(
    (newest, program) => (newest && newest >= program.updatedAt ? newest : program.updatedAt),
    null,
  );
  const cataloguePages = Math.max(1, Math.ceil(input.programs.length / CATALOG_PAGE_SIZE));
  const pages: StorefrontPage[] = [
    // The school's home page (decision 0170) features the catalogue's first programs: it changes as they do.
    { path: HOME_PATH, changedAt: latest },
    ...Array.from({ length: cataloguePages }, (_, index) => ({
      path: CATALOGUE_PATH,
      params: index === 0 ? [] : ([["page", String(index + 1)]] as const),
      changedAt: latest,
    })),
    ...input.programs.map((program) => ({ path: programPath(program.id), changedAt: program.updatedAt })),
  ];
  const urls = pages
    .slice(0, Math.floor(SITEMAP_URLS / UI_LANGUAGES.length))
    .flatMap((page) => urlsOf(input.origin, page));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** One `<url>` per language version of a page, each listing every version (itself included) as Google asks. */
function urlsOf(origin: string, page: StorefrontPage): string[] {
  const addresses = addressesOf({ origin, path: page.path, params: page.params });
  const links = addresses.map(
    ({ language, href }) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}"/>`,
  );
  const lastmod = page.changedAt ? `<lastmod>${page.changedAt.toISOString().replace(/\.\d+Z$/, "Z")}</lastmod>` : "";
  return addresses
    .filter(({ language }) => language !== "x-default")
    .map(({ href }) => `<url><loc>${escapeHtml(href)}</loc>${lastmod}${links.join("")}</url>`);
}
