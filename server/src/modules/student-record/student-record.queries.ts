import {
  PRIORITY_PACKAGE,
  RECORD_FLAGS,
  type StudentRecord,
  type StudentRecordBody,
  type StudentRecordField,
  type StudentRecordFields,
} from "@school/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { AppError } from "../../core/errors.js";
import { byId, inSchool, type Scope } from "../../core/tenancy/scope.js";
import { catalogCities, catalogTags, studentRecords, users } from "../../db/schema/index.js";

type RecordRow = typeof studentRecords.$inferSelect;
type RecordColumns = typeof studentRecords.$inferInsert;

/** The record's API field → its column key (the yes/no fields are named alike on both sides). */
const FIELD_COLUMNS = {
  gender: "gender",
  country: "country",
  birth_date: "birthDate",
  telegram: "telegram",
  work_schedule: "workSchedule",
  study_schedule: "studySchedule",
  degrees: "degrees",
  countries: "countries",
  packages: "packages",
  steps: "steps",
  academic_year: "academicYear",
  responsible: "responsible",
  responsible_abroad: "responsibleAbroad",
  seller: "seller",
  type: "type",
  package_cost: "packageCost",
  categories: "categories",
  accesses: "accesses",
  ielts_teacher: "ieltsTeacher",
  test_date: "testDate",
  visa_date: "visaDate",
  visa_support: "visaSupport",
  visa_city: "visaCity",
  visa_time: "visaTime",
  visa_expires: "visaExpires",
  passport_expires: "passportExpires",
  legal_translator: "legalTranslator",
  legal_translation_ready: "legalTranslationReady",
  legal_tracking: "legalTracking",
  departure_date: "departureDate",
  departure_time: "departureTime",
  housing_options: "housingOptions",
  ...(Object.fromEntries(RECORD_FLAGS.map((flag) => [flag, flag])) as {
    [Flag in (typeof RECORD_FLAGS)[number]]: Flag;
  }),
} as const satisfies Record<StudentRecordField, keyof RecordRow>;

const FIELDS = Object.keys(FIELD_COLUMNS) as StudentRecordField[];

/** A stored row (or none yet: a student whose record was never written) as the API answers it. */
export function toStudentRecord(userId: number, row: RecordRow | undefined): StudentRecord {
  const fields = Object.fromEntries(
    FIELDS.map((field) => [field, row ? row[FIELD_COLUMNS[field]] : EMPTY_RECORD[field]]),
  ) as StudentRecordFields;
  return {
    ...fields,
    user_id: userId,
    paid_total: row?.paidTotal ?? 0,
    payment_balance: row?.paymentBalance ?? 0,
    has_chat_id: row?.has_chat_id ?? false,
  };
}

const EMPTY_RECORD: StudentRecordFields = {
  gender: null,
  country: null,
  birth_date: null,
  telegram: null,
  work_schedule: "",
  study_schedule: "",
  degrees: [],
  countries: [],
  packages: [],
  steps: [],
  academic_year: null,
  responsible: null,
  responsible_abroad: null,
  seller: null,
  type: null,
  package_cost: null,
  categories: [],
  accesses: [],
  ielts_teacher: null,
  test_date: null,
  visa_date: null,
  visa_support: null,
  visa_city: null,
  visa_time: null,
  visa_expires: null,
  passport_expires: null,
  legal_translator: null,
  legal_translation_ready: null,
  legal_tracking: null,
  departure_date: null,
  departure_time: null,
  housing_options: null,
  ...(Object.fromEntries(RECORD_FLAGS.map((flag) => [flag, false])) as Record<(typeof RECORD_FLAGS)[number], boolean>),
};

/** The columns a body sets (only the fields it names). */
export function recordColumns(body: StudentRecordBody): Partial<RecordColumns> {
  return Object.fromEntries(
    FIELDS.filter((field) => body[field] !== undefined).map((field) => [FIELD_COLUMNS[field], body[field]]),
  ) as Partial<RecordColumns>;
}

/** The student's record row, in the scope's school (a record is keyed by its student). */
export const recordOf = (scope: Scope, userId: number) =>
  and(eq(studentRecords.userId, userId), inSchool(scope, studentRecords));

/** Some columns of the student's record; none before the record is first written. */
export async function recordFieldsOf<Fields extends SelectedFields>(
  scope: Scope,
  input: { userId: number; fields: Fields },
) {
  const [row] = await scope.db.select(input.fields).from(studentRecords).where(recordOf(scope, input.userId));
  return row;
}

export async function loadRecord(scope: Scope, userId: number): Promise<StudentRecord> {
  const [row] = await scope.db.select().from(studentRecords).where(recordOf(scope, userId));
  return toStudentRecord(userId, row);
}

/**
 * Writes the fields a body names, creating the row on the first write. The people and dictionary entries named are
 * proved to be of the school and of a fitting role first: 400 naming the field otherwise (the composite keys would
 * refuse another school's anyway).
 */
export async function writeRecord(
  scope: Scope,
  { userId, fields }: { userId: number; fields: StudentRecordBody },
): Promise<void> {
  await refuseForeignReferences(scope, fields);
  const columns = recordColumns(fields);
  await scope.db
    .insert(studentRecords)
    .values({ userId, schoolId: scope.schoolId, ...columns })
    .onConflictDoUpdate({
      target: studentRecords.userId,
      set: { ...columns, updatedAt: new Date() },
      setWhere: inSchool(scope, studentRecords),
    });
}

/** Creates the records of new students, with the fields each names. */
export async function insertRecords(scope: Scope, records: { userId: number; fields: StudentRecordBody }[]) {
  await scope.db
    .insert(studentRecords)
    .values(records.map(({ userId, fields }) => ({ userId, schoolId: scope.schoolId, ...recordColumns(fields) })));
}

/** Makes sure the student has a record row (the tranche and check calls update it). */
export async function ensureRecord(scope: Scope, userId: number): Promise<void> {
  await scope.db.insert(studentRecords).values({ userId, schoolId: scope.schoolId }).onConflictDoNothing();
}

const STAFF_FIELDS = ["responsible", "responsible_abroad", "seller"] as const;

async function refuseForeignReferences(scope: Scope, body: StudentRecordBody): Promise<void> {
  const fields: Record<string, string> = {};
  const people = [...STAFF_FIELDS, "ielts_teacher" as const].filter((field) => typeof body[field] === "number");
  if (people.length > 0) {
    const ids = people.map((field) => body[field] as number);
    const found = await scope.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(inSchool(scope, users), inArray(users.id, ids)));
    const roleOf = new Map(found.map((row) => [row.id, row.role]));
    for (const field of people) {
      const role = roleOf.get(body[field] as number);
      const fits = field === "ielts_teacher" ? role === "teacher" : role === "admin" || role === "admin_school";
      if (!fits) fields[field] = field === "ielts_teacher" ? "Not a teacher of the school" : "Not staff of the school";
    }
  }
  if (typeof body.visa_city === "number") {
    const [city] = await scope.db
      .select({ id: catalogCities.id })
      .from(catalogCities)
      .where(byId(scope, catalogCities, body.visa_city));
    if (!city) fields.visa_city = "Not a city of the school";
  }
  if (body.categories && body.categories.length > 0) {
    const [{ count } = { count: 0 }] = await scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogTags)
      .where(and(inSchool(scope, catalogTags), inArray(catalogTags.id, body.categories)));
    if (count !== body.categories.length) fields.categories = "Not categories of the school";
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError("validation_failed", "Some values name nothing of this school", { fields });
  }
}

/** The student named by a body or a query: of the caller's school and a student, else 404 naming the field. */
export async function requireStudent(
  scope: Scope,
  { userId, field }: { userId: number; field: string },
): Promise<void> {
  const [row] = await scope.db
    .select({ role: users.role })
    .from(users)
    .where(byId(scope, users, userId));
  if (row?.role !== "student") {
    throw new AppError("not_found", "Student not found", { fields: { [field]: "Not a student of this school" } });
  }
}

/** Lists the priority package among the student's record's packages, once; a student without a record gets one. */
export async function markPriorityPackage(scope: Scope, { userId }: { userId: number }) {
  await scope.db
    .insert(studentRecords)
    .values({ userId, schoolId: scope.schoolId, packages: [PRIORITY_PACKAGE.mark] })
    .onConflictDoUpdate({
      target: studentRecords.userId,
      set: {
        packages: sql`case when ${PRIORITY_PACKAGE.mark} = any(${studentRecords.packages}) then ${studentRecords.packages}
          else array_append(${studentRecords.packages}, ${PRIORITY_PACKAGE.mark}) end`,
      },
      setWhere: inSchool(scope, studentRecords),
    });
}

/** Takes the priority package off the student's record's packages. */
export async function unmarkPriorityPackage(scope: Scope, { userId }: { userId: number }) {
  await scope.db
    .update(studentRecords)
    .set({ packages: sql`array_remove(${studentRecords.packages}, ${PRIORITY_PACKAGE.mark})` })
    .where(and(inSchool(scope, studentRecords), eq(studentRecords.userId, userId)));
}
