import { parseArgs } from "node:util";
import { decimalToMinor, TARIFF_CURRENCY } from "@school/contracts";
import { setTariffByOperator } from "../modules/tariffs/operator.service.js";
import { onDatabase, runCommand } from "./operator-command.js";

/** npm run school:tariff -- --domain school.kz --students 40 --months 6 [--from 2026-12-01] [--amount 120000] --note "…" */
const usage =
  'Usage: npm run school:tariff -- --domain school.kz --students 40 --months 6 --note "Invoice 17 of 2026-11-20" [--from YYYY-MM-DD] [--amount 120000.00]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      domain: { type: "string" },
      students: { type: "string" },
      months: { type: "string" },
      from: { type: "string" },
      amount: { type: "string" },
      note: { type: "string" },
    },
  });
  const { domain, note } = values;
  const students = Number(values.students);
  const months = Number(values.months);
  if (!domain || !note || !values.students || !values.months) {
    console.error(usage);
    return 2;
  }
  const amountMinor = values.amount === undefined ? undefined : decimalToMinor(values.amount, TARIFF_CURRENCY);
  if (amountMinor === null) {
    console.error(`The amount is a sum in tenge, as 120000 or 120000.50. ${usage}`);
    return 2;
  }
  return onDatabase(async (db) => {
    const set = await setTariffByOperator(db, {
      domain,
      students,
      months,
      startsOn: values.from,
      amountMinor,
      note,
      now: new Date(),
    });
    const { period } = set;
    console.info(
      `School #${set.schoolId} (${domain}): ${period.students} students × ${period.months} months from ${period.startsOn} to ${period.endsOn}; paid up to ${set.endsOn}, ${set.active ? "active" : "inactive"}.`,
    );
  });
}

runCommand(main);
