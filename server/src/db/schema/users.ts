import { SIGNED_IN_ROLES, UI_LANGUAGES } from "@school/contracts";
import { sql } from "drizzle-orm";
import { boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { schools } from "./schools.js";

/** The text the user list's search looks in: every searched field, so one index lookup finds a match in any. */
const USER_SEARCH_TEXT = sql.raw(`first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')`);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    /** Unique across the platform: sign-in by e-mail finds one account without asking for the school. */
    email: text("email").notNull().unique(),
    phone: text("phone").unique(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    role: text("role", { enum: SIGNED_IN_ROLES }).notNull(),
    avatar: text("avatar"),
    /** True once the first visit is done (spec: fst_vist); the onboarding tour shows while false. */
    firstVisit: boolean("first_visit").notNull().default(false),
    /** The interface language the user last chose, or null while they never chose (the sign-in default applies). */
    language: text("language", { enum: UI_LANGUAGES }),
    /** The student's personal code that links a Telegram chat to the account. */
    chatCode: text("chat_code").unique(),
    /** The code works once and until this moment (decision 0057); null: never issued for linking, so not valid. */
    chatCodeExpiresAt: timestamp("chat_code_expires_at", { withTimezone: true }),
    /** Tokens issued before this moment are refused: logout and password changes move it forward. */
    /** Where the user came from (the landing URL's utm_* parameters), kept from the guest's first visit. */
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmMedium: text("utm_medium"),
    utmTerm: text("utm_term"),
    /** The student whose referral link brought this user: their first purchase credits the referrer (5 %). */
    referrerId: integer("referrer_id"),
    /** The student's own referral code (`?ref=`), made the first time they open their link (decision 0056). */
    referralCode: text("referral_code").unique(),
    tokensValidAfter: timestamp("tokens_valid_after", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    index("users_school_role_idx").on(table.schoolId, table.role),
    schoolRowKey("users", table),
    index("users_school_utm_idx").on(table.schoolId, table.utmSource, table.utmCampaign),
    index("users_referrer_idx").on(table.referrerId),
    // The UTM report counts a period's registrations by the school's days (decision 0056).
    index("users_school_created_idx").on(table.schoolId, table.createdAt),
    // The user list's order by name (decision 0085): last name, first name, then the id as the tie-break.
    index("users_school_name_idx").on(table.schoolId, table.lastName, table.firstName, table.id),
    // The user list's search (decision 0112): trigrams of the searched fields within each school, read by the
    // function `school_users_matching` (hand-written in its migration), since row-level security keeps ILIKE, which
    // is not leakproof, from using an index in the application's own queries.
    index("users_school_search_idx").using("gin", table.schoolId, sql`(${USER_SEARCH_TEXT}) gin_trgm_ops`),
    foreignKey({
      name: "users_referrer_fk",
      columns: [table.schoolId, table.referrerId],
      foreignColumns: [table.schoolId, table.id],
    }).onDelete("set null"),
  ],
);

/**
 * How many users each school has in each role: the user list's count when no filter narrows it (decision 0098), read
 * as one row instead of counting every student. Never written by the application: statement triggers on `users`
 * (hand-written in the migration that made this table) keep it in the transaction of every insert, delete and
 * change of role, whichever code path makes it, so it is exact for every process and every snapshot. A key whose
 * count falls to zero is deleted.
 */
export const userRoleCounts = pgTable(
  "user_role_counts",
  {
    schoolId: schoolId(),
    role: text("role", { enum: SIGNED_IN_ROLES }).notNull(),
    users: integer("users").notNull(),
  },
  (table) => [schoolRowsOnly(), primaryKey({ name: "user_role_counts_key", columns: [table.schoolId, table.role] })],
);
