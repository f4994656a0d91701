import { databaseOptionsOf, readEnv } from "../config.js";
import { AppError } from "../core/errors.js";
import { type Db, openDatabase } from "../db/client.js";
import { DatabaseInUseError } from "../db/embedded-lock.js";

/**
 * The work of a platform operator's command on the configured database, migrated first: its exit code, 0 when it
 * did its work, 1 when the platform refused it (the refusal's sentence is printed, not a stack).
 */
export async function onDatabase(work: (db: Db) => Promise<void>): Promise<number> {
  const database = await openDatabase(databaseOptionsOf(readEnv()));
  try {
    await database.migrate();
    await work(database.db);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Runs a command's `main` and exits with its code. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // The platform holding the embedded database is an expected refusal: a sentence for the operator, not a stack.
      console.error(error instanceof DatabaseInUseError ? `Refused: ${error.message}` : error);
      process.exit(1);
    },
  );
}
