import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A user's name as lists show it, "First Last" trimmed (either part may be empty), from `users` or any alias of it. */
export const fullNameOf = (person: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string>`trim(${person.firstName} || ' ' || ${person.lastName})`;

/** A user's id and name, the columns a list of people selects, from `users` or any alias of it. */
export const personColumns = <Person extends { id: PgColumn; firstName: PgColumn; lastName: PgColumn }>(
  person: Person,
) => ({ id: person.id, firstName: person.firstName, lastName: person.lastName });

/** A user's id and name as the API answers them beside what they did or hold: `user_id`, `first_name`, `last_name`. */
export const personFields = (row: { userId: number; firstName: string; lastName: string }) => ({
  user_id: row.userId,
  first_name: row.firstName,
  last_name: row.lastName,
});
