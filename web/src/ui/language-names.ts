import type { UiLanguage } from "@school/contracts";

/** Each language is named in itself, so a list of them reads the same whatever language is active. */
export const NATIVE_NAMES: Record<UiLanguage, string> = { ru: "Русский", kk: "Қазақша", en: "English" };

/**
 * The short forms Kazakhstani sites use, each in its own language and script: a language, not a country code
 * (decision 0020).
 */
export const SHORT_NAMES: Record<UiLanguage, string> = { ru: "РУС", kk: "ҚАЗ", en: "ENG" };
