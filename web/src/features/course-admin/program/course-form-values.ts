import { type CourseBody, courseBody } from "@school/contracts";
import type { SavedCourse } from "./program.api";

export type CourseField = keyof CourseBody;
export const COURSE_FIELDS = Object.keys(courseBody.shape) as CourseField[];

/** The form holds the body's fields (selects may be empty while typing) and the picked poster file. */
export type CourseFormValues = { [Field in CourseField]?: CourseBody[Field] | undefined } & { poster?: File | null };

/** The three language tabs and the fields each one holds. */
export const TEXT_LANGUAGES = ["ru", "kk", "en"] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export function languageOfField(field: string): TextLanguage | null {
  const match = /^(?:title|short_desc|full_desc)_(ru|kk|en)$/.exec(field);
  return match ? (match[1] as TextLanguage) : null;
}

/** Selects over free text show their placeholder when empty, so "" is held as no value on the form. */
const SELECTS_OVER_TEXT: readonly CourseField[] = ["requirement_degree"];

function forTheForm(values: CourseFormValues): CourseFormValues {
  const record = values as Record<string, unknown>;
  for (const field of SELECTS_OVER_TEXT) if (record[field] === "") record[field] = undefined;
  return values;
}

/** A new program starts from the contract's own defaults. */
export function emptyCourseValues(): CourseFormValues {
  return forTheForm(courseBody.partial().parse({}));
}

/** The edit screen starts from the program's saved fields, the contract's defaults filling any gap. */
export function courseValuesFrom(data: SavedCourse): CourseFormValues {
  const values: CourseFormValues = emptyCourseValues();
  const record = values as Record<string, unknown>;
  for (const field of COURSE_FIELDS) {
    const value = (data as Record<string, unknown>)[field];
    if (value !== undefined) record[field] = value;
  }
  return forTheForm(values);
}

/** What a field's check found wrong, as a translation key of `courseForm.errors` and its parameters. */
export type FieldProblem = { key: "required" | "tooLong" | "tooBig" | "youtube" | "invalid"; max?: number };

const NULLABLE_WHEN_EMPTY = new Set<CourseField>([
  "degree",
  "format",
  "university",
  "speciality",
  "city",
  "univer_tag",
  "property_form",
  "language",
  "requirement_years",
]);
const ZERO_WHEN_EMPTY = new Set<CourseField>(["cost", "price", "order", "min_pass_percent"]);

/** Empty controls as the contract expects them: a cleared select is null, a cleared amount is 0. */
function normalise(field: CourseField, value: unknown): unknown {
  if (value === undefined || value === null || value === "") {
    if (NULLABLE_WHEN_EMPTY.has(field)) return null;
    if (ZERO_WHEN_EMPTY.has(field)) return 0;
    return field === "tag" ? undefined : value === null ? undefined : value;
  }
  return value;
}

/** Checks one field with the contract's own schema, so the form refuses exactly what the server would. */
export function checkField(field: CourseField, value: unknown): FieldProblem | null {
  const parsed = courseBody.shape[field].safeParse(normalise(field, value));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return { key: "invalid" };
  if (issue.code === "too_small" || (issue.code === "invalid_type" && normalise(field, value) === undefined)) {
    return { key: "required" };
  }
  if (issue.code === "too_big") {
    return issue.origin === "string"
      ? { key: "tooLong", max: Number(issue.maximum) }
      : { key: "tooBig", max: Number(issue.maximum) };
  }
  if (field === "youtube_link") return { key: "youtube" };
  return { key: "invalid" };
}

/** The request body from the form, or the fields the contract refuses. */
export function toCourseBody(
  values: CourseFormValues,
): { ok: true; body: CourseBody } | { ok: false; problems: Partial<Record<CourseField, FieldProblem>> } {
  const input: Record<string, unknown> = {};
  for (const field of COURSE_FIELDS) input[field] = normalise(field, values[field]);
  const parsed = courseBody.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<CourseField, FieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CourseField | undefined;
    if (field && !problems[field]) problems[field] = checkField(field, values[field]) ?? { key: "invalid" };
  }
  return { ok: false, problems };
}

/** The API's field errors that belong to a form field, and the rest (shown beside the form). */
export type FormFieldError = { name: CourseField | "poster"; errors: string[] };

export function splitApiFieldErrors(fields: Record<string, string>): { known: FormFieldError[]; other: string[] } {
  const known: FormFieldError[] = [];
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    // Validation paths may come as `body.title_ru` or `title_ru`; the poster may be called `file`.
    const name = path.split(".").pop() ?? path;
    if ((COURSE_FIELDS as string[]).includes(name)) known.push({ name: name as CourseField, errors: [message] });
    else if (name === "file" || name === "poster") known.push({ name: "poster", errors: [message] });
    else other.push(`${path}: ${message}`);
  }
  return { known, other };
}
