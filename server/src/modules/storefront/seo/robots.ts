import { WEB_ROUTES, type WebRouteKey } from "@school/contracts";

/**
 * The screens a search engine may list: the school's home page (decision 0170), the storefront and the legal texts
 * they link to.
 */
const LISTED_SCREENS: ReadonlySet<WebRouteKey> = new Set(["schoolHome", "guestCatalog", "guestCourseInfo", "legal"]);
const LISTED_PATHS = new Set(WEB_ROUTES.filter((route) => LISTED_SCREENS.has(route.key)).map((route) => route.path));

/**
 * Every other screen's fixed start, from the route table (`WEB_ROUTES`): the signed-in screens and the sign-in and
 * registration forms, which have nothing to list and would only spend a crawler's visits. An address a listed screen
 * opens too is not closed: the root is the staff's program list and, for a visitor and a crawler, the school's home
 * page.
 */
const UNLISTED_PREFIXES = [
  ...new Set(
    WEB_ROUTES.filter((route) => !LISTED_SCREENS.has(route.key) && !LISTED_PATHS.has(route.path)).map(
      (route) => route.path.split("/:")[0]!,
    ),
  ),
].sort();

/**
 * A school's robots.txt (decision 0143): the storefront open, the API and the other screens closed (a closed screen
 * prefix never starts a storefront path), and where the school's sitemap is.
 */
export function robotsTxt(input: { origin: string }): string {
  return [
    "User-agent: *",
    "Allow: /$",
    "Allow: /guest-catalog",
    "Disallow: /api/",
    ...UNLISTED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${input.origin}/sitemap.xml`,
    "",
  ].join("\n");
}
