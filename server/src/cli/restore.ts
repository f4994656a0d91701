import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused, restoreBackup } from "../backup/restore.js";
import { readEnv } from "../config.js";
import { runCommand } from "./operator-command.js";

const usage = "Usage: npm run restore -- path/to/platform-….tar (with the platform stopped)";

/** npm run restore -- backup.tar: the configured database, uploaded files and signing secret as the backup holds them. */
async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  try {
    const restored = await restoreBackup(readEnv(), resolve(process.env.INIT_CWD ?? process.cwd(), archive));
    const files = restored.filesRestored
      ? "and its uploaded files"
      : "(its uploaded files are in the S3 bucket, or the platform now keeps them there: restore them with the store's tools)";
    console.info(`Restored the backup of ${restored.createdAt} ${files}. Start the platform.`);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`Refused: ${error.message}.`);
    return 1;
  }
}

runCommand(main);
