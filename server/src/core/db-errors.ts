/** PostgreSQL's SQLSTATE codes the services turn into answers (duplicates, entries still referenced). */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";

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
