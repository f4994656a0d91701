import { z } from "zod";

/** PostgreSQL's `integer`, which every id column is: a larger number names nothing and must not reach a query. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** An id in a path, query or body: a whole number from 1 to PostgreSQL's integer maximum. */
export const dbId = z.coerce.number().int().min(1).max(PG_INTEGER_MAX);

/** Path parameters that are all ids: `idParams("courseId", "userId")`. */
export const idParams = <Name extends string>(...names: Name[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, dbId])) as Record<Name, typeof dbId>);

/** Multi-choice filters: comma-separated ids, each an id as above, at most a hundred. */
export const dbIdList = z
  .string()
  .max(1200)
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, "a comma-separated list of at most 100 ids")
  .transform((value) => value.split(",").map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= PG_INTEGER_MAX), "an id is out of range");

/** A calendar date as YYYY-MM-DD that really exists (no 2026-02-30), in the years a database date can hold. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a calendar date");
