import { z } from "zod";
import { TRANSLATE_LANGS, type TranslateLang } from "./catalogue.js";
import type { UiLanguage } from "./languages.js";
import { SIGNED_IN_ROLES } from "./roles.js";
import type { GENDERS, HOME_COUNTRIES } from "./student-record/index.js";
import { studentFilterQuery } from "./users.js";

/**
 * Bulk import of students from a CSV or XLSX file and export of the filtered user list (issue 10, decision 0034).
 * The column tables below are read by the server (which reads and writes the files) and by the web (the template).
 */

/** The largest import file: a 2,000-row sheet of these columns is well under it. Over it: 413. */
export const STUDENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows of one import (the header row not counted). Over it: 413, so one transaction stays short. */
export const STUDENT_IMPORT_MAX_ROWS = 2000;
/** Row errors an import report lists (`errors_total` counts them all). */
export const STUDENT_IMPORT_MAX_ERRORS = 500;
/** The MIME types an import file may be, decided by its bytes (a CSV has no magic bytes: UTF-8 text without NUL). */
export const STUDENT_IMPORT_TYPES = ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"];

type Labels = Record<TranslateLang, string>;

/**
 * The import's columns: the stable key (the `manager_create/` field it fills) and its heading in each interface
 * language. A header cell may be the key or any of the three headings (case and spaces aside), so a template
 * downloaded in Kazakh imports in an English session. Lists take `;` or `,` between values.
 */
export const STUDENT_IMPORT_COLUMNS = {
  last_name: { required: true, labels: { ru: "Фамилия", kk: "Тегі", en: "Last name" } },
  first_name: { required: true, labels: { ru: "Имя", kk: "Аты", en: "First name" } },
  email: { required: true, labels: { ru: "Эл. почта", kk: "Эл. пошта", en: "E-mail" } },
  phone: { required: false, labels: { ru: "Телефон", kk: "Телефон", en: "Phone" } },
  gender: { required: false, labels: { ru: "Пол", kk: "Жынысы", en: "Gender" } },
  birth_date: { required: false, labels: { ru: "Дата рождения", kk: "Туған күні", en: "Date of birth" } },
  country: { required: false, labels: { ru: "Страна проживания", kk: "Тұратын елі", en: "Home country" } },
  telegram: { required: false, labels: { ru: "Telegram", kk: "Telegram", en: "Telegram" } },
  academic_year: { required: false, labels: { ru: "Учебный год", kk: "Оқу жылы", en: "Academic year" } },
  countries: {
    required: false,
    labels: { ru: "Страны поступления", kk: "Түсетін елдері", en: "Countries to apply to" },
  },
  packages: { required: false, labels: { ru: "Пакеты", kk: "Пакеттер", en: "Packages" } },
  package_cost: { required: false, labels: { ru: "Стоимость пакета", kk: "Пакет құны", en: "Package cost" } },
  responsible: {
    required: false,
    labels: { ru: "Ответственный менеджер", kk: "Жауапты менеджер", en: "Responsible manager" },
  },
  /** The student's invitation and interface language, over the one the import names for the whole file. */
  language: { required: false, labels: { ru: "Язык приглашения", kk: "Шақыру тілі", en: "Invitation language" } },
} as const satisfies Record<string, { required: boolean; labels: Labels }>;
export type StudentImportColumn = keyof typeof STUDENT_IMPORT_COLUMNS;
export const STUDENT_IMPORT_COLUMN_KEYS = Object.keys(STUDENT_IMPORT_COLUMNS) as StudentImportColumn[];

/**
 * What a cell may say for a gender, a home country or a language besides its key: the names the interface shows, and
 * short forms.
 */
export const STUDENT_IMPORT_VALUE_NAMES = {
  gender: {
    male: ["Мужской", "М", "Ер", "Male", "M"],
    female: ["Женский", "Ж", "Әйел", "Female", "F"],
  },
  country: {
    Kazakhstan: ["Казахстан", "Қазақстан"],
    Kyrgyzstan: ["Кыргызстан", "Киргизия", "Қырғызстан"],
    Uzbekistan: ["Узбекистан", "Өзбекстан"],
  },
  language: {
    ru: ["Русский", "Орысша", "Орыс тілі", "Russian", "РУС"],
    kk: ["Казахский", "Қазақша", "Қазақ тілі", "Kazakh", "ҚАЗ"],
    en: ["Английский", "Ағылшынша", "Ағылшын тілі", "English", "ENG"],
  },
} as const satisfies {
  gender: Record<(typeof GENDERS)[number], readonly string[]>;
  country: Record<(typeof HOME_COUNTRIES)[number], readonly string[]>;
  language: Record<UiLanguage, readonly string[]>;
};

/** Why a row was refused, one code per field (the web words it in the interface language). */
export const IMPORT_ERROR_CODES = [
  /** A required cell is empty. */
  "required",
  /** The value does not fit the field's rule (the message says which). */
  "invalid",
  "too_long",
  /** The same e-mail or phone appears on an earlier row of the file. */
  "duplicate_in_file",
  /** An account with this e-mail or phone already exists. */
  "taken",
  /** The responsible manager names nobody on the school's staff. */
  "unknown_staff",
  /** The responsible manager's name fits more than one of the school's staff: give the e-mail. */
  "ambiguous_staff",
  /** A header cell names no column (row 1). */
  "unknown_column",
  /** A required column is missing from the header (row 1). */
  "missing_column",
  /** Two header cells name the same column (row 1). */
  "duplicate_column",
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export const importRowError = z.object({
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The column's key (or, for an unknown header, the header text). */
  field: z.string(),
  code: z.enum(IMPORT_ERROR_CODES),
  /** The rule in English, for API callers; the web words the code itself. */
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * How an import with bad rows goes: nothing is written (`all_or_nothing`, the default), or the good rows are and the
 * bad ones come back as a file with their reasons (`valid_only`, decision 0084).
 */
export const STUDENT_IMPORT_MODES = ["all_or_nothing", "valid_only"] as const;
export type StudentImportMode = (typeof STUDENT_IMPORT_MODES)[number];

/**
 * The multipart text fields beside `file`: `dry_run` `true` checks and reports without writing (the preview);
 * `mode` as above; `language` the invitations' language (and the new students' interface language) where a row
 * names none in its `language` column, and that of the rejected rows' file.
 */
export const studentImportFields = z
  .object({
    dry_run: z.enum(["true", "false"]).default("false"),
    mode: z.enum(STUDENT_IMPORT_MODES).default("all_or_nothing"),
    language: z.enum(TRANSLATE_LANGS).default("ru"),
  })
  .strict();

export const studentImportReport = z.object({
  dry_run: z.boolean(),
  /** True when rows were written (in one transaction: every row, or with `valid_only` the good ones); false when none. */
  imported: z.boolean(),
  rows_total: z.number().int(),
  /** The students the file adds (or would add), in file order; `id` once written. */
  students: z.array(
    z.object({
      row: z.number().int(),
      id: z.number().int().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
  ),
  errors: z.array(importRowError),
  errors_total: z.number().int(),
  /** Students written by this call (0 on a preview or when nothing was). */
  imported_total: z.number().int(),
  /**
   * The refused rows as a CSV file (UTF-8 with a byte-order mark, for spreadsheet programs): the file's header and
   * those rows as they came, with a last column of their reasons; null when no row was refused.
   */
  rejected_csv: z.string().nullable(),
});
export type StudentImportReport = z.infer<typeof studentImportReport>;

/** Users one export may hold; a larger selection is refused (422) with a word to narrow the filters. */
export const USER_EXPORT_MAX_ROWS = 50_000;
export const USER_EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];

/** `list/export/`: the user list's own filters and role tab, the file's format and the language it is written in. */
export const userExportQuery = studentFilterQuery
  .extend({
    role: z.enum(SIGNED_IN_ROLES).optional(),
    format: z.enum(USER_EXPORT_FORMATS).default("xlsx"),
    translate_lang: z.enum(TRANSLATE_LANGS).default("ru"),
  })
  .strict();
export type UserExportQuery = z.infer<typeof userExportQuery>;

/**
 * The export's columns in order, with their headings: what a manager needs to call, write to and follow up a
 * student. The server writes the file, so the headings and the value names it uses live here, in three languages.
 */
export const USER_EXPORT_COLUMNS = {
  last_name: { ru: "Фамилия", kk: "Тегі", en: "Last name" },
  first_name: { ru: "Имя", kk: "Аты", en: "First name" },
  email: { ru: "Эл. почта", kk: "Эл. пошта", en: "E-mail" },
  phone: { ru: "Телефон", kk: "Телефон", en: "Phone" },
  role: { ru: "Роль", kk: "Рөлі", en: "Role" },
  packages: { ru: "Пакеты", kk: "Пакеттер", en: "Packages" },
  country: { ru: "Страна проживания", kk: "Тұратын елі", en: "Home country" },
  countries: { ru: "Страны поступления", kk: "Түсетін елдері", en: "Countries to apply to" },
  academic_year: { ru: "Учебный год", kk: "Оқу жылы", en: "Academic year" },
  responsible: { ru: "Ответственный менеджер", kk: "Жауапты менеджер", en: "Responsible manager" },
  statuses: { ru: "Статусы заявок", kk: "Өтінім мәртебелері", en: "Application statuses" },
  payment_balance: { ru: "Остаток оплаты", kk: "Төлем қалдығы", en: "Balance due" },
  created_at: { ru: "Добавлен", kk: "Қосылған күні", en: "Added" },
} as const satisfies Record<string, Labels>;
export type UserExportColumn = keyof typeof USER_EXPORT_COLUMNS;

/** The names the export writes for roles, home countries and application statuses. */
export const USER_EXPORT_VALUE_NAMES = {
  role: {
    student: { ru: "Студент", kk: "Студент", en: "Student" },
    teacher: { ru: "Преподаватель", kk: "Оқытушы", en: "Teacher" },
    admin: { ru: "Менеджер", kk: "Менеджер", en: "Manager" },
    admin_school: { ru: "Администратор школы", kk: "Мектеп әкімшісі", en: "School admin" },
  },
  country: {
    Kazakhstan: { ru: "Казахстан", kk: "Қазақстан", en: "Kazakhstan" },
    Kyrgyzstan: { ru: "Кыргызстан", kk: "Қырғызстан", en: "Kyrgyzstan" },
    Uzbekistan: { ru: "Узбекистан", kk: "Өзбекстан", en: "Uzbekistan" },
  },
  status: {
    selected: { ru: "Выбрана", kk: "Таңдалды", en: "Selected" },
    submitted: { ru: "На рассмотрении", kk: "Қаралуда", en: "Under review" },
    invitation: { ru: "Есть приглашение", kk: "Шақыру бар", en: "Invitation" },
    refusal: { ru: "Отказ", kk: "Бас тарту", en: "Refusal" },
    final_choice: { ru: "Окончательный выбор", kk: "Соңғы таңдау", en: "Final choice" },
  },
  sheet: { ru: "Пользователи", kk: "Пайдаланушылар", en: "Users" },
} as const;
