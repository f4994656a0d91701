import { titleInLanguage, type UiLanguage } from "@school/contracts";

/** An exercise list's title in the interface language, else the first one written (decision 0042). */
export const listTitle = (list: { title_ru: string; title_kk: string; title_en: string }, language: UiLanguage) =>
  titleInLanguage(language, list);
