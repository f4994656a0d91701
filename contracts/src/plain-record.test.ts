import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zodRecordOf } from "./fields.js";
import { type PlainFields, readPlainRecord } from "./plain-record.js";
import { ACCESS_CLAIM_FIELDS, RESTORED_SESSION_FIELDS } from "./session-claims.js";

/** Every kind once, beside the tables the web reads. */
const EVERY_KIND = {
  text: "string",
  maybe: "nullableString",
  flag: "boolean",
  count: "int",
  amount: "number",
  colour: ["red", "green"],
} as const;

/** Values of every kind and of none, near the edges a reader could get wrong (floats, unsafe integers, arrays). */
const anyValue = fc.oneof(
  fc.string(),
  fc.constantFrom("red", "green", "admin", "student", "teacher"),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, -0, 0.5),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 2 }),
);

/** Records that mostly fit the table, each field sometimes swapped for any value, missing, or joined by extras. */
function recordsNear(fields: PlainFields) {
  const fitting = (kind: PlainFields[string]) =>
    kind === "string"
      ? fc.string()
      : kind === "nullableString"
        ? fc.option(fc.string(), { nil: null })
        : kind === "boolean"
          ? fc.boolean()
          : kind === "int"
            ? fc.integer()
            : kind === "number"
              ? fc.double({ noNaN: true, noDefaultInfinity: true })
              : fc.constantFrom(...kind);
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, kind]) => [name, fc.oneof({ weight: 4, arbitrary: fitting(kind) }, anyValue)]),
  );
  return fc.oneof(
    fc.record(shape, { requiredKeys: [] }),
    fc
      .tuple(fc.record(shape), fc.dictionary(fc.string(), anyValue))
      .map(([record, extra]) => ({ ...extra, ...record })),
    anyValue,
  );
}

describe("a plain record's reader agrees with its zod schema (decision 0039)", () => {
  for (const [name, fields] of Object.entries({ EVERY_KIND, ACCESS_CLAIM_FIELDS, RESTORED_SESSION_FIELDS })) {
    it(`${name}: the same records pass, read the same, and the rest are refused`, () => {
      const schema = zodRecordOf(fields);
      fc.assert(
        fc.property(recordsNear(fields), (value) => {
          const parsed = schema.safeParse(value);
          expect(readPlainRecord(fields, value)).toEqual(parsed.success ? parsed.data : null);
        }),
        { numRuns: 2000 },
      );
    });
  }

  it("keeps the claims' schema as the contract wrote it", () => {
    const claims = zodRecordOf(ACCESS_CLAIM_FIELDS);
    expect(claims.safeParse({ ...validClaims, role: "guest" }).success).toBe(false);
    expect(claims.parse({ ...validClaims, extra: 1 })).toEqual(validClaims);
  });
});

const validClaims = {
  first_name: "Aida",
  role: "student",
  tariff_status: true,
  first_visit: false,
  email: "aida@example.kz",
  user_id: 4,
  school_id: 2,
  currency: "KZT",
  language: "kk",
  exp: 1_800_000_000,
  iat: 1_799_999_000,
};
