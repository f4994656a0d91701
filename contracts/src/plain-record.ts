/**
 * Small records as data (decision 0039): each field's name and kind. The zod schema of such a record
 * (`zodRecordOf` in fields.ts) and a reader without zod (`readPlainRecord`, for the web's first screen, which
 * downloads no zod) are both built from one table, and a property test holds them to the same answers.
 */
export type PlainFieldKind = "string" | "nullableString" | "boolean" | "int" | "number" | readonly string[];
export type PlainFields = Readonly<Record<string, PlainFieldKind>>;

export type PlainValue<Kind extends PlainFieldKind> = Kind extends "string"
  ? string
  : Kind extends "nullableString"
    ? string | null
    : Kind extends "boolean"
      ? boolean
      : Kind extends "int" | "number"
        ? number
        : Kind extends readonly (infer Choice)[]
          ? Choice
          : never;

export type PlainRecord<Fields extends PlainFields> = { -readonly [Name in keyof Fields]: PlainValue<Fields[Name]> };

function fits(kind: PlainFieldKind, value: unknown): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "nullableString":
      return value === null || typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "int":
      return Number.isSafeInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    default:
      return typeof value === "string" && kind.includes(value);
  }
}

/** The record's fields read from `value` (other keys dropped), or null when a field is missing or of another kind. */
export function readPlainRecord<Fields extends PlainFields>(
  fields: Fields,
  value: unknown,
): PlainRecord<Fields> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(fields)) {
    const field = (value as Record<string, unknown>)[name];
    if (!fits(kind, field)) return null;
    record[name] = field;
  }
  return record as PlainRecord<Fields>;
}
