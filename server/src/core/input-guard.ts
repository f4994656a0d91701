import { AppError } from "./errors.js";

/**
 * Control characters no field of the platform accepts, whatever its schema says: NUL (which PostgreSQL cannot
 * store in text and would answer with an error), the other C0 controls and DEL. Tab, line feed and carriage return
 * stay allowed, since multi-line texts carry them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string holding a control character, searched depth-first; null when there is none. */
export function controlCharacterAt(value: unknown, path = ""): string | null {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterAt(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(key, path) ?? controlCharacterAt(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Refuses a request any of whose query, path or body strings holds a control character: one check before every
 * route's validation, so every current and future field has it without its schema saying so.
 */
export function refuseControlCharacters(parts: Partial<Record<"query" | "params" | "body", unknown>>): void {
  for (const [part, value] of Object.entries(parts)) {
    const at = controlCharacterAt(value);
    if (at !== null) {
      throw new AppError("validation_failed", "Check the data: some fields are invalid", {
        fields: { [at || part]: "Control characters are not allowed" },
      });
    }
  }
}
