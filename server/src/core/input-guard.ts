import { AppError } from "./errors.js";

/**
 * Control characters no field of the platform accepts, whatever its schema says: NUL (which PostgreSQL cannot
 * store in text and would answer with an error), the other C0 controls and DEL. Tab, line feed and carriage return
 * stay allowed, since multi-line texts carry them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path of the first string holding a control character, searched depth-first; null when there is none. Walked
 * with a stack of its own rather than by recursion, so no nesting the parser let through can overflow the call stack.
 */
export function controlCharacterAt(value: unknown): string | null {
  // Most requests carry no query, no path id or no body: nothing to walk, nothing to allocate.
  if (value === undefined || value === null || isEmptyObject(value)) return null;
  const pending: { value: unknown; path: string }[] = [{ value, path: "" }];
  const within = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (CONTROL_CHARACTER.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], path: within(path, index) });
      }
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current).reverse()) {
        pending.push({ value: item, path: within(path, key) }, { value: key, path });
      }
    }
  }
  return null;
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== "object" || Array.isArray(value)) return false;
  for (const _key in value) return false;
  return true;
}

/** How deep a JSON body may nest: far beyond any form of the platform, far below what could hurt a recursive reader. */
export const JSON_DEPTH_LIMIT = 64;

/**
 * True when a JSON text opens more than `limit` arrays or objects inside one another. Counted on the text before it
 * is parsed, in one pass outside strings, so a body nested 100,000 deep is refused as 400 before anything walks it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === "}" || char === "]") depth -= 1;
  }
  return false;
}

/**
 * Refuses a request any of whose query, path or body strings holds a control character: one check before every
 * route's validation, so every current and future field has it without its schema saying so.
 */
export function refuseControlCharacters(part: "query" | "params" | "body", value: unknown): void {
  const at = controlCharacterAt(value);
  if (at !== null) {
    throw new AppError("validation_failed", "Check the data: some fields are invalid", {
      fields: { [at || part]: "Control characters are not allowed" },
    });
  }
}
