import type { Deps } from "../../deps.js";

/**
 * Removes stored files once the rows naming them are gone. A failure here leaves an orphaned file, never a row
 * pointing at nothing, so it is logged rather than answered as an error.
 */
export async function removeStoredFiles(deps: Deps, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.remove(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, "stored file could not be removed");
    }
  }
}
