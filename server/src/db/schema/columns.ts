import { type AnyPgColumn, foreignKey, integer, timestamp, unique } from "drizzle-orm/pg-core";
import { schools } from "./schools.js";

export { schoolRowsOnly } from "./school-rows.js";

/** The owning school: every school-owned table has it, and every query is scoped by it (core/tenancy). */
export const schoolId = () =>
  integer("school_id")
    .notNull()
    .references(() => schools.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

type SchoolRow = { schoolId: AnyPgColumn; id: AnyPgColumn };

/** The key other tables' same-school references point at: (school_id, id) of a school-owned table. */
export const schoolRowKey = (name: string, table: SchoolRow) =>
  unique(`${name}_school_row_key`).on(table.schoolId, table.id);

/**
 * A reference that can only point to a row of the same school: (school_id, column) → parent (school_id, id), so no
 * query, however written, can attach one school's row to another school's (decision 0017). A null column is not
 * checked (MATCH SIMPLE). `set null` references are written `ON DELETE SET NULL (column)` in the migration, which
 * keeps school_id; Drizzle has no syntax for the column list.
 */
export function sameSchool(input: {
  name: string;
  child: { schoolId: AnyPgColumn };
  column: AnyPgColumn;
  parent: SchoolRow;
  onDelete: "cascade" | "restrict" | "set null";
}) {
  return foreignKey({
    name: input.name,
    columns: [input.child.schoolId, input.column],
    foreignColumns: [input.parent.schoolId, input.parent.id],
  }).onDelete(input.onDelete);
}
