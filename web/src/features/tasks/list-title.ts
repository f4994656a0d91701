import type { UiLanguage } from "@school/contracts";

/** An exercise list's title: the English one in the English interface when written, else the Russian one. */
export const listTitle = (list: { title_ru: string; title_en: string }, language: UiLanguage): string =>
  language === "en" && list.title_en.trim() !== "" ? list.title_en : list.title_ru;
