import { integer, timestamp } from "drizzle-orm/pg-core";
import { schools } from "./schools.js";

/** The owning school: every school-owned table has it, and every query is scoped by it (core/tenancy). */
export const schoolId = () =>
  integer("school_id")
    .notNull()
    .references(() => schools.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
