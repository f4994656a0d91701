import { USER_LIST_COLUMNS, USER_LIST_ORDERINGS } from "@school/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A saved view of the user list (decision 0086): its author's, or shared with the school's staff. The filters are
 * kept as the list's address holds them (text values) and checked against the list's own query on the way in. A view
 * goes with its author's account.
 */
export const userListViews = pgTable(
  "user_list_views",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    filters: jsonb("filters").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    columns: text("columns", { enum: USER_LIST_COLUMNS }).array().notNull().default(sql`'{}'`),
    ordering: text("ordering", { enum: USER_LIST_ORDERINGS as [string, ...string[]] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("user_list_views", table),
    sameSchool({
      name: "user_list_views_owner_fk",
      child: table,
      column: table.ownerId,
      parent: users,
      onDelete: "cascade",
    }),
    // The menu reads the caller's own views and the school's shared ones, each by name.
    index("user_list_views_owner_idx").on(table.schoolId, table.ownerId, table.name),
    index("user_list_views_shared_idx").on(table.schoolId, table.name).where(sql`${table.shared}`),
  ],
);
