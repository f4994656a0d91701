import {
  COMMUNICATION_CHANNELS,
  EDUCATION_DEGREES,
  EXAM_TYPES,
  GENDERS,
  HOME_COUNTRIES,
  LEGAL_TRANSLATION_STATES,
  RECORD_FLAGS,
  type RecordFlag,
  STUDENT_ACCESSES,
  STUDENT_DOCUMENT_TYPES,
  STUDENT_STEPS,
  STUDENT_TYPES,
  VISA_SUPPORT,
} from "@school/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { catalogCities } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

const flagColumn = (name: string) => boolean(name).notNull().default(false);
/** The record's yes/no fields, one column each under the spec's name (the API's field is the column's name). */
const flagColumns = Object.fromEntries(RECORD_FLAGS.map((flag) => [flag, flagColumn(flag)])) as {
  [Flag in RecordFlag]: ReturnType<typeof flagColumn>;
};
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const staffRef = (name: string) => integer(name);

/**
 * The student record (decision 0028): one row per student beside `users`, which stays the account (sign-in reads
 * it on every request). Wide: every tracked field is a column, so each filter of the user list is a condition on
 * one row with its own index. The many documents (23 finance, 11 × 2 apostille) are rows of
 * `student_document_checks` instead, keyed by the contract's document type.
 */
export const studentRecords = pgTable(
  "student_records",
  {
    userId: integer("user_id").primaryKey(),
    schoolId: schoolId(),
    gender: text("gender", { enum: GENDERS }),
    country: text("country", { enum: HOME_COUNTRIES }),
    birthDate: date("birth_date"),
    telegram: text("telegram"),
    workSchedule: text("work_schedule").notNull().default(""),
    studySchedule: text("study_schedule").notNull().default(""),
    degrees: text("degrees", { enum: EDUCATION_DEGREES }).array().notNull().default(sql`'{}'`),
    countries: text("countries").array().notNull().default(sql`'{}'`),
    packages: text("packages").array().notNull().default(sql`'{}'`),
    steps: text("steps", { enum: STUDENT_STEPS }).array().notNull().default(sql`'{}'`),
    academicYear: text("academic_year"),
    responsible: staffRef("responsible"),
    responsibleAbroad: staffRef("responsible_abroad"),
    seller: staffRef("seller"),
    ieltsTeacher: staffRef("ielts_teacher"),
    type: text("type", { enum: STUDENT_TYPES }),
    packageCost: money("package_cost"),
    /** The sum of the paid tranches, kept by the tranche calls in their transaction. */
    paidTotal: money("paid_total").notNull().default(0),
    /**
     * Every payment of the programs the student bought in instalments, paid or not (decision 0166): charged as the
     * package is, kept with `paid_total` (core/payments/owed.ts).
     */
    instalmentsTotal: money("instalments_total").notNull().default(0),
    /** What is left to pay: never set by a body, always what is charged less the paid tranches (decision 0166). */
    paymentBalance: money("payment_balance").generatedAlwaysAs(
      sql`coalesce(package_cost, 0) + instalments_total - paid_total`,
    ),
    /**
     * The same balance in minor units, for the balance table's order and keyset (decision 0054): under the school
     * policies only leakproof comparisons reach an index, and those of bigint are, those of numeric are not.
     */
    paymentBalanceMinor: bigint("payment_balance_minor", { mode: "number" }).generatedAlwaysAs(
      sql`((coalesce(package_cost, 0) + instalments_total - paid_total) * 100)::bigint`,
    ),
    categories: integer("categories").array().notNull().default(sql`'{}'`),
    accesses: text("accesses", { enum: STUDENT_ACCESSES }).array().notNull().default(sql`'{}'`),
    testDate: date("test_date"),
    visaDate: date("visa_date"),
    visaSupport: text("visa_support", { enum: VISA_SUPPORT }),
    visaCity: integer("visa_city"),
    visaTime: text("visa_time"),
    visaExpires: date("visa_expires"),
    passportExpires: date("passport_expires"),
    legalTranslator: text("legal_translator"),
    legalTranslationReady: text("legal_translation_ready", { enum: LEGAL_TRANSLATION_STATES }),
    legalTracking: text("legal_tracking"),
    departureDate: date("departure_date"),
    departureTime: text("departure_time"),
    housingOptions: text("housing_options"),
    /** Set when the student links the school's chat bot; no body sets it. */
    has_chat_id: flagColumn("has_chat_id"),
    ...flagColumns,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "student_records_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    ...(
      [
        ["responsible", table.responsible],
        ["responsible_abroad", table.responsibleAbroad],
        ["seller", table.seller],
        ["ielts_teacher", table.ieltsTeacher],
      ] as const
    ).map(([name, column]) =>
      sameSchool({ name: `student_records_${name}_fk`, child: table, column, parent: users, onDelete: "set null" }),
    ),
    sameSchool({
      name: "student_records_visa_city_fk",
      child: table,
      column: table.visaCity,
      parent: catalogCities,
      onDelete: "set null",
    }),
    check("student_records_package_cost_check", sql`${table.packageCost} >= 0`),
    // One index per filter of the user list (users/student-filters.queries.ts): plain ones for the values, GIN for
    // the lists, and a partial index per yes/no field holding the students for whom it is true (the rare, wanted
    // answer).
    ...(
      [
        ["gender", table.gender],
        ["academic_year", table.academicYear],
        ["responsible", table.responsible],
        ["responsible_abroad", table.responsibleAbroad],
        ["seller", table.seller],
        ["ielts_teacher", table.ieltsTeacher],
        ["type", table.type],
        ["visa_date", table.visaDate],
        ["visa_support", table.visaSupport],
        ["visa_city", table.visaCity],
        ["legal_translator", table.legalTranslator],
        ["legal_translation_ready", table.legalTranslationReady],
      ] as const
    ).map(([name, column]) => index(`student_records_${name}_idx`).on(table.schoolId, column)),
    // The user list's order by country, then user (decision 0085); it serves the country filter too.
    index("student_records_country_idx").on(table.schoolId, table.country, table.userId),
    // The balance table's order and keyset: balance, then user (decision 0054); the user list's order by balance and
    // its balance filters (decision 0112).
    index("student_records_balance_minor_idx").on(table.schoolId, table.paymentBalanceMinor, table.userId),
    ...(
      [
        ["degrees", table.degrees],
        ["countries", table.countries],
        ["packages", table.packages],
        ["steps", table.steps],
        ["categories", table.categories],
      ] as const
    ).map(([name, column]) => index(`student_records_${name}_idx`).using("gin", column)),
    ...[...RECORD_FLAGS, "has_chat_id" as const].map((flag) =>
      index(`student_records_${flag}_idx`)
        .on(table.schoolId)
        .where(sql`${sql.identifier(flag)}`),
    ),
  ],
);

/**
 * A finance or apostille document checked for a student (product.md section 3): the row exists while it is checked,
 * with who checked it and when. `document` is a contract field name (`finance_…`, `apostille_…_first|second`).
 */
export const studentDocumentChecks = pgTable(
  "student_document_checks",
  {
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    document: text("document").notNull(),
    checkedBy: integer("checked_by"),
    checkedAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.userId, table.document] }),
    sameSchool({
      name: "student_document_checks_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "student_document_checks_checked_by_fk",
      child: table,
      column: table.checkedBy,
      parent: users,
      onDelete: "set null",
    }),
  ],
);

const ownerFk = (name: string, table: { schoolId: AnyPgColumn; userId: AnyPgColumn }) =>
  sameSchool({ name: `${name}_user_fk`, child: table, column: table.userId, parent: users, onDelete: "cascade" });

/** A student's uploaded document (upload_doc/): the file in storage, its kind and when it expires. */
export const studentDocuments = pgTable(
  "student_documents",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    docType: text("doc_type", { enum: STUDENT_DOCUMENT_TYPES }).notNull(),
    docName: text("doc_name").notNull(),
    file: text("file").notNull(),
    format: text("format").notNull(),
    size: integer("size").notNull(),
    expiresOn: date("expires_on"),
    uploadedBy: integer("uploaded_by"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("student_documents", table),
    ownerFk("student_documents", table),
    sameSchool({
      name: "student_documents_uploaded_by_fk",
      child: table,
      column: table.uploadedBy,
      parent: users,
      onDelete: "set null",
    }),
    index("student_documents_user_idx").on(table.userId, table.createdAt),
  ],
);

/** A student's payment tranche: part of the package cost, due on a day, paid (or not yet). */
export const paymentTranches = pgTable(
  "payment_tranches",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    amount: money("amount").notNull(),
    dueDate: date("due_date").notNull(),
    paidOn: date("paid_on"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("payment_tranches", table),
    ownerFk("payment_tranches", table),
    check("payment_tranches_amount_check", sql`${table.amount} > 0`),
    index("payment_tranches_user_idx").on(table.userId, table.dueDate),
    // The mailing's payment_date_from/to: students with a tranche due in the window.
    index("payment_tranches_school_due_idx").on(table.schoolId, table.dueDate),
    // The money report's overdue tranches: the unpaid ones by due date, oldest first, their sum read from the index
    // alone (decision 0054).
    index("payment_tranches_open_due_idx")
      .on(table.schoolId, table.dueDate, table.id, table.amount)
      .where(sql`${table.paidOn} is null`),
  ],
);

/**
 * A reminder about an overdue tranche, sent once per tranche and due date (decision 0053): the row and its mails are
 * written in one transaction, so a second run finds the row and sends nothing; a tranche moved to a later date that
 * passes again gets one more.
 */
export const trancheReminders = pgTable(
  "tranche_reminders",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    trancheId: integer("tranche_id").notNull(),
    dueDate: date("due_date").notNull(),
    sentAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("tranche_reminders_once_key").on(table.trancheId, table.dueDate),
    sameSchool({
      name: "tranche_reminders_tranche_fk",
      child: table,
      column: table.trancheId,
      parent: paymentTranches,
      onDelete: "cascade",
    }),
  ],
);

/** An IELTS or TOLC record: preparation, the test, its results and the certificate file. */
export const studentExams = pgTable(
  "student_exams",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    type: text("type", { enum: EXAM_TYPES }).notNull(),
    teacherId: integer("teacher_id"),
    ieltsPreparation: boolean("ielts_preparation").notNull().default(false),
    present: boolean("present").notNull().default(false),
    results: text("results").notNull().default(""),
    date: date("date"),
    file: text("file"),
    filename: text("filename"),
    format: text("format"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("student_exams", table),
    ownerFk("student_exams", table),
    sameSchool({
      name: "student_exams_teacher_fk",
      child: table,
      column: table.teacherId,
      parent: users,
      onDelete: "set null",
    }),
    index("student_exams_user_idx").on(table.userId, table.type),
  ],
);

/** Comments and contacts with a student (comment_create/, comment_list/, communication_list/). */
export const studentCommunications = pgTable(
  "student_communications",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    channel: text("channel", { enum: COMMUNICATION_CHANNELS }).notNull(),
    text: text("text").notNull(),
    authorId: integer("author_id"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    ownerFk("student_communications", table),
    sameSchool({
      name: "student_communications_author_fk",
      child: table,
      column: table.authorId,
      parent: users,
      onDelete: "set null",
    }),
    index("student_communications_user_idx").on(table.userId, table.createdAt),
  ],
);

/** Acts of work done (AVR) a student signed. */
export const workActs = pgTable(
  "work_acts",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    number: text("number").notNull(),
    date: date("date").notNull(),
    amount: money("amount").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("work_acts", table),
    ownerFk("work_acts", table),
    index("work_acts_user_idx").on(table.userId, table.date),
    // The school's acts newest first, a keyset page at a time (finance/acts/, decision 0054).
    index("work_acts_school_date_idx").on(table.schoolId, table.date, table.id),
  ],
);
