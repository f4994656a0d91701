import { WEB_ROUTES, type WebRouteKey } from "@school/contracts";

/** The screens a search engine may list: the storefront and the legal texts it links to. */
const LISTED_SCREENS: ReadonlySet<WebRouteKey> = new Set(["guestCatalog", "guestCourseInfo", "legal"]);

/**
 * Every other screen's fixed start, from the route table (`WEB_ROUTES`): the signed-in screens and the sign-in and
 * registration forms, which have nothing to list and would only spend a crawler's visits. The root is the staff's
 * program list: `/$` is that address alone, not every address under it.
 */
const UNLISTED_PREFIXES = [
  ...new Set(
    WEB_ROUTES.filter((route) => !LISTED_SCREENS.has(route.key)).map((route) => {
      const fixed = route.path.split("/:")[0]!;
      return fixed === "/" ? "/$" : fixed;
    }),
  ),
].sort();

/**
 * A school's robots.txt (decision 0143): the storefront open, the API and the other screens closed (a closed screen
 * prefix never starts a storefront path), and where the school's sitemap is.
 */
export function robotsTxt(input: { origin: string }): string {
  return [
    "User-agent: *",
    "Allow: /guest-catalog",
    "Disallow: /api/",
    ...UNLISTED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${input.origin}/sitemap.xml`,
    "",
  ].join("\n");
}
