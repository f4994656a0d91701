import { LANGUAGE_COOKIE, LANGUAGE_PARAM, UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import type { FastifyRequest } from "fastify";

/** The header the web app names its interface language in (lower case, as Node.js gives headers). */
export const LANGUAGE_HEADER = "x-language";

const isLanguage = (value: unknown): value is UiLanguage =>
  typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a request's reader reads in (decision 0134), decided once by the route layer: the call's
 * `translate_lang` where it names one (the catalogue's way, decision 0020), else the `X-Language` header (the web
 * app sends its interface language on every call), else the language the account chose (the token's claim,
 * decision 0042), else Russian. Every name and server-written text of the answer follows it. Not `Accept-Language`:
 * a browser sends its own system's on every request, which would outvote the language a user chose.
 */
export function readerLanguage(request: FastifyRequest, savedLanguage: string | null | undefined): UiLanguage {
  const asked = (request.query as { translate_lang?: unknown } | undefined)?.translate_lang;
  if (isLanguage(asked)) return asked;
  const header = request.headers[LANGUAGE_HEADER];
  if (isLanguage(header)) return header;
  return isLanguage(savedLanguage) ? savedLanguage : "ru";
}

/** An account's stored language as a reader's, for texts written to them outside a request (mails, notifications). */
export const savedLanguageOf = (savedLanguage: string | null | undefined): UiLanguage =>
  isLanguage(savedLanguage) ? savedLanguage : "ru";

/**
 * The language of a request the browser makes on its own (a guest page, the web app manifest): no `X-Language`
 * header comes with those. The address's `hl` first (each language's page has its own address, which links and
 * crawlers keep), then the cookie the web app writes on every choice, then the first of the browser's languages
 * the platform speaks (a first visit has nothing else to go by), else Russian (decision 0145).
 */
export function pageLanguage(request: FastifyRequest): UiLanguage {
  const asked = languageInAddress(request);
  if (asked !== null) return asked;
  const kept = cookieOf(request, LANGUAGE_COOKIE);
  if (isLanguage(kept)) return kept;
  return browserLanguage(request.headers["accept-language"]) ?? "ru";
}

/**
 * Whether the visitor named the page's language: by the address's `hl`, or by the cookie the web app writes only
 * for a named language (decision 0170). The browser's own language and the default name none.
 */
export function pageLanguageNamed(request: FastifyRequest): boolean {
  return languageInAddress(request) !== null || isLanguage(cookieOf(request, LANGUAGE_COOKIE));
}

/** The language the page's address names (`?hl=kk`), or null. */
export function languageInAddress(request: FastifyRequest): UiLanguage | null {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return isLanguage(asked) ? asked : null;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The first language of `Accept-Language` (by its q weights) that the platform speaks: `kk-KZ` counts as kk. */
function browserLanguage(header: string | undefined): UiLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, order) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.split("-")[0]!.toLowerCase(), weight: weight ? Number(weight) : 1, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? null;
}
