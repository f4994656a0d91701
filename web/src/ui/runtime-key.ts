import type { ParseKeys } from "i18next";

/**
 * A translation key built at run time from shared data (route keys, menu rows, error codes). The compiler
 * cannot check these, so locales.test.ts checks that every one of them exists in all three catalogues.
 */
export function runtimeKey(key: string): ParseKeys {
  return key as ParseKeys;
}
