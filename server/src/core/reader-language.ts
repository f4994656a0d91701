import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import type { FastifyRequest } from "fastify";

const isLanguage = (value: unknown): value is UiLanguage =>
  typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a request's reader reads in (decision 0134), decided once by the route layer: the call's
 * `translate_lang` where it names one (the catalogue's way, decision 0020), else the first language of
 * `Accept-Language` (the web app sends its interface language on every call), else the language the account chose
 * (the token's claim, decision 0042), else Russian. Every name and server-written text of the answer follows it.
 */
export function readerLanguage(request: FastifyRequest, savedLanguage: string | null | undefined): UiLanguage {
  const asked = (request.query as { translate_lang?: unknown } | undefined)?.translate_lang;
  if (isLanguage(asked)) return asked;
  const header = request.headers["accept-language"];
  const first = header?.split(",", 1)[0]?.split(";", 1)[0]?.trim().toLowerCase().split("-", 1)[0];
  if (isLanguage(first)) return first;
  return isLanguage(savedLanguage) ? savedLanguage : "ru";
}

/** An account's stored language as a reader's, for texts written to them outside a request (mails, notifications). */
export const savedLanguageOf = (savedLanguage: string | null | undefined): UiLanguage =>
  isLanguage(savedLanguage) ? savedLanguage : "ru";
