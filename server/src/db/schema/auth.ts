import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
 * Wrong codes per budget, whichever address sends them (decisions 0128, 0168): at most `CODE_GUESSES_PER_HOUR` in
 * an hour window, then a lock that doubles each time (`locks` so far) until a right code. Two budgets per account
 * apart: `user:<id>` counts the codes anyone may have mailed (`check_otp/`), `second-factor:user:<id>` (or
 * `second-factor:device:<hash>` on the account's known device) the second factor after a right password; and
 * `target:<address>` a code to an address with no account yet. In the database, so every server process shares it.
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

/**
 * The step of a sign-in after the password (decision 0168): the token the client holds is kept as its SHA-256, used
 * once (`spentAt`), with its own budget of wrong codes. `passwordRight` false: the password was wrong but the
 * account's password budget was spent, so the password is answered only together with the second factor, and this
 * step signs nobody in. The owner's handle alone reads it: the request role has no grant (as on `user_totp`).
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    passwordRight: boolean("password_right").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    spentAt: timestamp("spent_at", { withTimezone: true }),
  },
  (table) => [index("sign_in_challenges_user_idx").on(table.userId)],
);
