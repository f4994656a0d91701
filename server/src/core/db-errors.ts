/** PostgreSQL's SQLSTATE codes the services turn into answers (duplicates, entries still referenced). */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/** Class 22, data exception: a value the column or function cannot take (out of range, NUL, not a date, ...). */
const PG_DATA_EXCEPTION = /^22/;

/**
 * The SQLSTATE of a failed statement: node-postgres and PGlite put it on the error, and Drizzle wraps that error
 * as its `cause`, so both places are looked at.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATEs of a database that cannot serve now although the request was fine: the statement timeout (57014), a
 * server shutting down, starting or crashed (57P01–57P03), no connection slot free (53300), a broken connection (08…).
 */
const UNAVAILABLE_SQLSTATE = /^(57014|57P0[123]|53300|08...)$/;
/** The socket errors of a server that is down or cut off. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);
/** node-postgres reports its own timeouts and lost connections by message alone, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^timeout expired$/,
  /is not queryable$/,
];

/**
 * The error showing that the database is unreachable or too slow right now (a 503 the client may retry) rather than
 * a fault in the request or the code; undefined for any other failure. Drizzle wraps the driver's error as `cause`,
 * and pg-pool wraps a timed-out connect the same way, so the chain is followed.
 */
export function databaseUnavailableCause(error: unknown): Error | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code)))
      return current;
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return current;
    current = current.cause;
  }
  return undefined;
}

/** A statement refused for a value the request carried, not for anything wrong with the server. */
export const isDataException = (error: unknown) => PG_DATA_EXCEPTION.test(pgErrorCode(error) ?? "");
