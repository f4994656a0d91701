import {
  CATALOG_SORTS,
  DICTIONARY_KINDS,
  EDUCATION_DEGREES,
  ERROR_STATUS,
  GROUP_TYPES,
  KNOWN_LANGUAGES,
  NAV_MENU,
  type NavItem,
  PROGRAM_LANGUAGES,
  PROPERTY_FORMS,
  RECORD_SECTIONS,
  STUDENT_FILTER_BAR,
  STUDENT_FILTER_TOPICS,
  STUDENT_RECORD_OPTIONS,
  USER_LIST_COLUMNS,
  WEB_ROUTES,
  WEEKDAYS,
} from "@school/contracts";
import { describe, expect, it } from "vitest";
import { TRANSLATED_ERROR_CODES } from "../api/error-text";
import { FACET_KEYS } from "../features/catalogue/catalog-filters";
import { TEXT_LANGUAGES } from "../features/course-admin/program/course-form-values";
import { APP_CATALOGUES, FEATURE_CATALOGUES, flatten } from "./catalogues";
import enFirstScreen from "./en/first-screen.json";
import kkFirstScreen from "./kk/first-screen.json";
import ruFirstScreen from "./ru/first-screen.json";

const catalogues = { ru: flatten(APP_CATALOGUES.ru), kk: flatten(APP_CATALOGUES.kk), en: flatten(APP_CATALOGUES.en) };
const navKeys = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.key, ...navKeys(item.children ?? [])]);

describe("translation catalogues", () => {
  it("have exactly the same keys in ru, kk and en", () => {
    const englishKeys = Object.keys(catalogues.en).sort();
    expect(Object.keys(catalogues.ru).sort()).toEqual(englishKeys);
    expect(Object.keys(catalogues.kk).sort()).toEqual(englishKeys);
  });

  it("leave no text empty", () => {
    for (const [language, keys] of Object.entries(catalogues)) {
      const empty = Object.entries(keys).filter(([, text]) => text.trim() === "");
      expect(empty, language).toEqual([]);
    }
  });

  // Keys built at run time are invisible to the compiler, so they are checked here.
  it("translate every route, menu row and error code", () => {
    const needed = [
      ...WEB_ROUTES.map((route) => `routes.${route.key}`),
      ...navKeys(NAV_MENU).map((key) => `nav.${key}`),
      ...Object.keys(ERROR_STATUS).map((code) => `errors.code.${code}`),
      ...TRANSLATED_ERROR_CODES.map((code) => `errors.code.${code}`),
    ];
    for (const keys of Object.values(catalogues)) {
      expect(needed.filter((key) => !(key in keys))).toEqual([]);
    }
  });

  // The first screen is drawn before the other screens' texts arrive (language-resources.ts): what it names in its
  // code the boundary test checks; the keys it builds at run time are checked here.
  it("keep the texts the first screen builds at run time in first-screen.json, split alike in every language", () => {
    const firstScreen = { ru: ruFirstScreen, kk: kkFirstScreen, en: enFirstScreen };
    const needed = [
      ...WEB_ROUTES.map((route) => `routes.${route.key}`),
      ...navKeys(NAV_MENU).map((key) => `nav.${key}`),
      ...Object.keys(ERROR_STATUS).map((code) => `errors.code.${code}`),
      ...CATALOG_SORTS.map((sort) => `catalogue.sort.${sort}`),
      ...FACET_KEYS.flatMap((facet) => [`catalogue.facets.${facet}`, `catalogue.filters.choose.${facet}`]),
      ...[...PROGRAM_LANGUAGES, ...KNOWN_LANGUAGES].map((code) => `catalogue.languages.${code}`),
    ];
    for (const [language, catalogue] of Object.entries(firstScreen)) {
      expect(Object.keys(catalogue), language).toEqual(Object.keys(enFirstScreen));
      const keys = flatten(catalogue);
      expect(needed.filter((key) => !(key in keys))).toEqual([]);
    }
  });

  it("translate every catalogue option built from shared data", () => {
    const needed = [
      ...CATALOG_SORTS.map((sort) => `catalogue.sort.${sort}`),
      ...FACET_KEYS.flatMap((facet) => [`catalogue.facets.${facet}`, `catalogue.filters.choose.${facet}`]),
      ...[...PROGRAM_LANGUAGES, ...KNOWN_LANGUAGES].map((code) => `catalogue.languages.${code}`),
      ...PROPERTY_FORMS.map((form) => `catalogue.propertyForms.${form}`),
      ...EDUCATION_DEGREES.map((degree) => `catalogue.educationDegrees.${degree}`),
      ...DICTIONARY_KINDS.map((kind) => `dictionaries.kinds.${kind}`),
      ...GROUP_TYPES.map((type) => `groups.types.${type}`),
      ...WEEKDAYS.flatMap((day) => [`groups.weekdays.${day}`, `groups.weekdaysShort.${day}`]),
      ...TEXT_LANGUAGES.map((language) => `courseForm.textLanguages.${language}`),
    ];
    for (const keys of Object.values(catalogues)) {
      expect(needed.filter((key) => !(key in keys))).toEqual([]);
    }
  });

  it("translate every field, section and choice of the student record", () => {
    const needed = [
      ...Object.entries(RECORD_SECTIONS).flatMap(([section, fields]) => [
        `record.sections.${section}`,
        ...Object.keys(fields).map((field) => `record.fields.${field}`),
      ]),
      ...Object.keys(STUDENT_FILTER_BAR).map((field) => `record.fields.${field}`),
      ...Object.entries(STUDENT_RECORD_OPTIONS).flatMap(([group, values]) =>
        values.map((value) => `record.${group}.${value}`),
      ),
    ];
    // The record's texts load with the student-record feature (its `record.*` group).
    const catalogues = Object.values(FEATURE_CATALOGUES["student-record"] ?? {});
    expect(catalogues.length).toBe(3);
    for (const catalogue of catalogues) {
      const keys = flatten(catalogue, "record.");
      expect(needed.filter((key) => !(key in keys))).toEqual([]);
    }
  });

  it("name every topic of the filter panel and every column of the user list", () => {
    const needed = [
      ...STUDENT_FILTER_TOPICS.map((topic) => `crm.filters.topics.${topic}`),
      ...USER_LIST_COLUMNS.filter((column) => !["email", "phone", "role", "source"].includes(column)).map(
        (column) => `crm.columns.${column}`,
      ),
    ];
    const catalogues = Object.values(FEATURE_CATALOGUES.users ?? {});
    expect(catalogues.length).toBe(3);
    for (const catalogue of catalogues) {
      const keys = flatten(catalogue);
      expect(needed.filter((key) => !(key in keys))).toEqual([]);
    }
  });
});
