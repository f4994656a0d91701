import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A user's name as lists show it, "First Last" trimmed (either part may be empty), from `users` or any alias of it. */
export const fullNameOf = (person: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string>`trim(${person.firstName} || ' ' || ${person.lastName})`;
