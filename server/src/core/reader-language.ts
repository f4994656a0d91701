import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
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
