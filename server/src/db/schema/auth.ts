import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("refresh_tokens_user_idx").on(table.userId)],
);

/** One live code per e-mail or phone: a resend replaces the row, so an older code stops working. */
export const otpCodes = pgTable("otp_codes", {
  target: text("target").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  wrongTries: integer("wrong_tries").notNull().default(0),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

/** Fixed-window counters for rate limiting, kept in the database so limits survive restarts. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * A staff member's authenticator (TOTP, RFC 6238; decision 0126). The secret is sealed with a key derived from the
 * signing secret (AES-256-GCM), and the application's request role has no grant on the table: it is read and
 * written through the owner's handle only, by sign-in and the caller's own two-factor calls. `confirmedAt` null: a
 * set-up shown but not yet confirmed with a code, which signs nobody in. `lastStep` is the 30-second step of the
 * last code accepted, so a code seen over a shoulder cannot be used again.
 */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: integer("last_step").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of an authenticator, stored as SHA-256 only; each works once (decision 0126). */
export const totpRecoveryCodes = pgTable(
  "totp_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("totp_recovery_codes_user_idx").on(table.userId)],
);

/**
 * Wrong codes of every kind (e-mail, SMS, authenticator, recovery) per account, whichever address sends them
 * (decision 0128): at most `CODE_GUESSES_PER_HOUR` in an hour window, then a lock that doubles each time
 * (`locks` so far) until a right code. The key is `user:<id>`, or `target:<address>` for a code to an address with
 * no account yet. In the database, so every server process shares it.
 */
export const codeGuessLocks = pgTable("code_guess_locks", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  wrong: integer("wrong").notNull(),
  /** Tries taken and not yet answered: counted with `wrong` so parallel guesses never pass the budget. */
  pending: integer("pending").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  locks: integer("locks").notNull().default(0),
});
