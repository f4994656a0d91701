import { LANGUAGE_PARAM, UI_LANGUAGES, type UiLanguage } from "@school/contracts";

// A storefront page's language is named by `hl` (contracts' LANGUAGE_PARAM, decision 0143), not `lang`: the
// catalogue already reads `lang` as its filter by the language a program is taught in (`CATALOG_FILTERS`).

/** The school's home page: its bare domain (decision 0170). */
export const HOME_PATH = "/";
export const CATALOGUE_PATH = "/guest-catalog";
export const programPath = (courseId: number) => `${CATALOGUE_PATH}/info/${courseId}`;

/** A language's address of a page, or the address without a language (hreflang x-default). */
export type AddressLanguage = UiLanguage | "x-default";

/**
 * A page's absolute address in a language: the path, the page's own parameters (already in their order), then the
 * language last. Without a language (x-default) the server answers in the visitor's own language.
 */
export function storefrontAddress(input: {
  origin: string;
  path: string;
  params?: readonly (readonly [string, string])[];
  language: AddressLanguage;
}): string {
  const search = new URLSearchParams(input.params?.map(([name, value]): [string, string] => [name, value]) ?? []);
  if (input.language !== "x-default") search.set(LANGUAGE_PARAM, input.language);
  const query = search.toString();
  return `${input.origin}${input.path}${query ? `?${query}` : ""}`;
}

/** Every address of a page: each language's and x-default, in the order the head and the sitemap list them. */
export function addressesOf(input: {
  origin: string;
  path: string;
  params?: readonly (readonly [string, string])[];
}): { language: AddressLanguage; href: string }[] {
  return [...UI_LANGUAGES, "x-default" as const].map((language) => ({
    language,
    href: storefrontAddress({ ...input, language }),
  }));
}

/**
 * The origin a school's storefront is addressed at: its registered domain, on the platform's scheme (PUBLIC_URL's:
 * a deployment serves its schools over HTTPS behind one balancer), with PUBLIC_URL's port where the domain is
 * PUBLIC_URL's own host (the demo on localhost:3000). Never the request's Host header: that is the client's word,
 * and an address a sitemap or a canonical link names must not be one a client chose (decision 0143).
 */
export function storefrontOrigin(input: { publicUrl: string; domain: string }): string {
  const platform = new URL(input.publicUrl);
  const domain = input.domain.trim().toLowerCase();
  if (!domain || domain === platform.hostname) return platform.origin;
  try {
    return new URL(`${platform.protocol}//${domain}`).origin;
  } catch {
    return platform.origin;
  }
}
