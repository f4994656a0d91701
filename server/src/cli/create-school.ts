import { parseArgs } from "node:util";
import { databaseOptionsOf, readEnv } from "../config.js";
import { AppError } from "../core/errors.js";
import { openDatabase } from "../db/client.js";
import { DatabaseInUseError } from "../db/embedded-lock.js";
import { createSchoolWithAdmin } from "../modules/school/school-setup.service.js";

/** npm run school:create -- --name "…" --domain school.kz --admin-email a@school.kz --admin-password … */
const usage =
  'Usage: npm run school:create -- --name "School" --domain school.kz --admin-email admin@school.kz --admin-password secret123 [--currency KZT]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      domain: { type: "string" },
      "admin-email": { type: "string" },
      "admin-password": { type: "string" },
      currency: { type: "string", default: "KZT" },
    },
  });
  const { name, domain, currency } = values;
  const adminEmail = values["admin-email"];
  const adminPassword = values["admin-password"];
  if (!name || !domain || !adminEmail || !adminPassword) {
    console.error(usage);
    return 2;
  }
  if (adminPassword.length < 8) {
    console.error("The admin password must have at least 8 characters.");
    return 2;
  }
  const env = readEnv();
  const database = await openDatabase(databaseOptionsOf(env));
  try {
    await database.migrate();
    const created = await createSchoolWithAdmin(database.db, { name, domain, currency, adminEmail, adminPassword });
    console.info(`Created school #${created.schoolId} "${name}" on ${domain} with admin ${adminEmail}.`);
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The platform holding the embedded database is an expected refusal: a sentence for the operator, not a stack.
    console.error(error instanceof DatabaseInUseError ? `Refused: ${error.message}` : error);
    process.exit(1);
  },
);
