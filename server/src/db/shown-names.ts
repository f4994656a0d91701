import type { UiLanguage } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import { courseDocuments, courses, textInLanguage } from "./schema/catalogue.js";
import { studyGroups } from "./schema/groups.js";
import { exerciseLists, lessons } from "./schema/learning.js";

/**
 * The names of what a school teaches in a reader's language (decision 0134): a program's title, a lesson's name, an
 * exercise list's title, a group's name, each by the one rule `textInLanguage` (the reader's, else ru, kk, en). Every
 * query that answers such a name selects it from here, given the actor's `language`; raw SQL over an alias passes the
 * alias (`programTitleOf(language, "c")`).
 */
export const programTitle = (language: UiLanguage): SQL<string> =>
  textInLanguage(language, { ru: courses.titleRu, kk: courses.titleKk, en: courses.titleEn });

export const lessonName = (language: UiLanguage): SQL<string> =>
  textInLanguage(language, { ru: lessons.name, kk: lessons.nameKk, en: lessons.nameEn });

export const exListTitle = (language: UiLanguage): SQL<string> =>
  textInLanguage(language, { ru: exerciseLists.titleRu, kk: exerciseLists.titleKk, en: exerciseLists.titleEn });

export const groupName = (language: UiLanguage): SQL<string> =>
  textInLanguage(language, { ru: studyGroups.nameGroup, kk: studyGroups.nameKk, en: studyGroups.nameEn });

/** A document a program asks for; its Russian name stays its key (handed-in files are filed under it). */
export const documentName = (language: UiLanguage): SQL<string> =>
  textInLanguage(language, {
    ru: courseDocuments.docName,
    kk: courseDocuments.docNameKk,
    en: courseDocuments.docNameEn,
  });

const aliased = (alias: string, column: string) => sql.raw(`"${alias}"."${column}"`);

/** The same rules over a table's alias in raw SQL. */
export const programTitleOf = (language: UiLanguage, alias: string): SQL<string> =>
  textInLanguage(language, {
    ru: aliased(alias, "title_ru"),
    kk: aliased(alias, "title_kk"),
    en: aliased(alias, "title_en"),
  });

export const lessonNameOf = (language: UiLanguage, alias: string): SQL<string> =>
  textInLanguage(language, {
    ru: aliased(alias, "name"),
    kk: aliased(alias, "name_kk"),
    en: aliased(alias, "name_en"),
  });

export const exListTitleOf = programTitleOf;

export const documentNameOf = (language: UiLanguage, alias: string): SQL<string> =>
  textInLanguage(language, {
    ru: aliased(alias, "doc_name"),
    kk: aliased(alias, "doc_name_kk"),
    en: aliased(alias, "doc_name_en"),
  });

export const groupNameOf = (language: UiLanguage, alias: string): SQL<string> =>
  textInLanguage(language, {
    ru: aliased(alias, "name_group"),
    kk: aliased(alias, "name_kk"),
    en: aliased(alias, "name_en"),
  });
