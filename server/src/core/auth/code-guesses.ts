import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { codeGuessLocks } from "../../db/schema/index.js";
import { AppError } from "../errors.js";
import { hashToken } from "./tokens.js";

/**
 * Wrong codes one budget may be sent in an hour, from all addresses together (decision 0128). An account has two
 * budgets apart (decision 0168): the codes anyone may have mailed to it (`check_otp/`), and its second factor after a
 * right password, so a stranger's guesses at the first never lock the second.
 */
export const CODE_GUESSES_PER_HOUR = 10;
/** The first lock lasts an hour, each next one twice the one before, up to a day. */
const FIRST_LOCK_HOURS = 1;
const LONGEST_LOCK_HOURS = 24;

/** Whose mailed codes a guess is counted against: the account, or the address a code went to when no account has it. */
export const guessKeyOf = (account: { id: number } | null, target: string) =>
  account ? `user:${account.id}` : `target:${target}`;

/**
 * Whose second factor a guess is counted against: the account's, reached only by whoever gave its password (or
 * holds its session); on a device the account signed in on before, that device's own (as passwords, decision 0014),
 * so even a guesser who holds the password cannot lock the owner out of their own device.
 */
export const secondFactorKeyOf = (input: { userId: number; knownDevice?: string }) =>
  input.knownDevice ? `second-factor:device:${hashToken(input.knownDevice)}` : `second-factor:user:${input.userId}`;

type Rows<Row> = { rows: Row[] };

/**
 * Runs one code check under the account's guess budget. A try is taken before the code is compared, in one
 * conditional statement, so parallel guesses from many addresses never compare more than the budget; a right code
 * gives its try back and forgets earlier locks. The budget's tenth wrong code locks the account's codes for an
 * hour, the next lock for two, then four, up to a day: while locked even the right code is refused (429). A check
 * that throws (the code expired, or its own tries are spent) compared nothing, and gives its try back.
 */
export async function checkCodeGuarded<Result>(
  db: Db,
  input: { key: string; check: () => Promise<Result | null> },
): Promise<Result | null> {
  const { key } = input;
  await db.execute(sql`
    insert into ${codeGuessLocks} (key, window_start, wrong) values (${key}, now(), 0) on conflict (key) do nothing`);
  const fresh = sql`(window_start <= now() - interval '1 hour' or locked_until <= now())`;
  const taken = (await db.execute(sql`
    update ${codeGuessLocks} set
      window_start = case when ${fresh} then now() else window_start end,
      wrong = case when ${fresh} then 0 else wrong end,
      pending = case when ${fresh} then 1 else pending + 1 end,
      locked_until = case when locked_until <= now() then null else locked_until end
    where key = ${key} and (locked_until is null or locked_until <= now())
      and (wrong + pending < ${CODE_GUESSES_PER_HOUR} or ${fresh})
    returning wrong`)) as unknown as Rows<{ wrong: number }>;
  if (taken.rows.length === 0) throw await lockedError(db, key);
  let result: Result | null;
  try {
    result = await input.check();
  } catch (error) {
    // No code was compared (it expired, or its own tries are spent): the try is given back.
    await settle(db, { key, wrong: false, forgetLocks: false });
    throw error;
  }
  await settle(db, { key, wrong: result === null, forgetLocks: result !== null });
  return result;
}

/** Ends a try: a wrong code is counted, and the budget's last one locks the account's codes. */
async function settle(db: Db, input: { key: string; wrong: boolean; forgetLocks: boolean }) {
  const wrong = input.wrong ? 1 : 0;
  const lockNow = sql`(${input.wrong} and wrong + 1 >= ${CODE_GUESSES_PER_HOUR} and locked_until is null)`;
  await db.execute(sql`
    update ${codeGuessLocks} set
      pending = greatest(pending - 1, 0),
      wrong = wrong + ${wrong},
      locked_until = case when ${lockNow}
        then now() + make_interval(hours => least(${FIRST_LOCK_HOURS} * power(2, locks)::int, ${LONGEST_LOCK_HOURS}))
        else locked_until end,
      locks = case when ${input.forgetLocks} then 0 when ${lockNow} then locks + 1 else locks end
    where key = ${input.key}`);
}

async function lockedError(db: Db, key: string): Promise<AppError> {
  const { rows } = (await db.execute(sql`
    select extract(epoch from coalesce(locked_until, window_start + interval '1 hour') - now())::int as seconds
    from ${codeGuessLocks} where key = ${key}`)) as unknown as Rows<{ seconds: number }>;
  const retryAfter = Math.max(1, rows[0]?.seconds ?? 3600);
  return new AppError("rate_limited", `Too many wrong codes. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
    headers: { "retry-after": String(retryAfter) },
  });
}
