import { parseArgs } from "node:util";
import { createSchoolWithAdmin } from "../modules/school/school-setup.service.js";
import { onDatabase, runCommand } from "./operator-command.js";

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
  return onDatabase(async (db) => {
    const created = await createSchoolWithAdmin(db, { name, domain, currency, adminEmail, adminPassword });
    console.info(`Created school #${created.schoolId} "${name}" on ${domain} with admin ${adminEmail}.`);
  });
}

runCommand(main);
