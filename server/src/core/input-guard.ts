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
 * How many keys one JSON object may hold: a board element has about twenty, a task's answer keyed by its items a few
 * hundred at most. The whole body's size is the body limit's to bound; this bounds one object, whose keys a reader
 * copies, sorts into a dictionary or lists in an "unrecognized keys" error (decision 0132).
 */
export const JSON_KEYS_PER_OBJECT = 1000;

export type JsonShapeLimits = { depth: number; keysPerObject: number };

/**
 * Why a JSON text is too deep or too wide for the limits, or null. Counted on the text before it is parsed, in one
 * pass outside strings (a key is the string before a colon, and a colon belongs to the innermost open object), so a
 * body nested 100,000 deep or an object of 60,000 keys is refused as 400 before anything parses or walks it.
 */
export function jsonTooLarge(text: string, limits: JsonShapeLimits): string | null {
  const keys: number[] = [0];
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === QUOTE) index = stringEnd(text, index);
    else if (char === COLON) {
      keys[depth] = (keys[depth] ?? 0) + 1;
      if (keys[depth]! > limits.keysPerObject) return `More than ${limits.keysPerObject} keys in one object`;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > limits.depth) return `Nested more than ${limits.depth} levels deep`;
      keys[depth] = 0;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth -= 1;
  }
  return null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Where the string opened at `start` closes: the next quote no backslash escapes (the text's end if none). */
function stringEnd(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
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
