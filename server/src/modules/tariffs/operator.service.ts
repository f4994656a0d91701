import { isoDate, priceTariff, TARIFF_CURRENCY, tariffPayBody } from "@school/contracts";
import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import { schoolDayIn } from "../../core/school-day.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { schools } from "../../db/schema/index.js";
import { extendTariff } from "./periods.js";

export type OperatorTariff = {
  domain: string;
  students: number;
  months: number;
  /** The first day; by default the day after the current period ends, or the school's today. */
  startsOn?: string;
  /** What the invoice said, in minor units; by default the price table's price. */
  amountMinor?: number;
  note: string;
};

/**
 * A tariff period the platform's operator sets by hand for an invoice paid offline (`npm run school:tariff`,
 * decision 0055): the same period a payment adds, with source `operator`, and the school active to its end.
 */
export async function setTariffByOperator(db: Db, input: OperatorTariff, now: Date) {
  const size = tariffPayBody.safeParse({ students: input.students, months: input.months });
  if (!size.success) throw new AppError("validation_failed", "Students or months out of bounds");
  if (input.startsOn !== undefined && !isoDate.safeParse(input.startsOn).success) {
    throw new AppError("validation_failed", "The start is not a YYYY-MM-DD date");
  }
  if (input.amountMinor !== undefined && !(Number.isSafeInteger(input.amountMinor) && input.amountMinor >= 0)) {
    throw new AppError("validation_failed", "The amount is not a sum");
  }
  const [school] = await db
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.domain, input.domain));
  if (!school) throw new AppError("not_found", `No school on ${input.domain}`);
  const today = schoolDayIn(school.timeZone, now).today;
  const amountMinor = input.amountMinor ?? priceTariff(size.data).total_minor;
  const period = await inTransaction({ db, schoolId: school.id }, (scope) =>
    extendTariff(
      scope,
      {
        ...size.data,
        amountMinor,
        currency: TARIFF_CURRENCY,
        paymentId: null,
        source: "operator",
        note: input.note,
        startsOn: input.startsOn,
      },
      today,
    ),
  );
  if (!period) throw new Error("The period was not added");
  const [after] = await db
    .select({ active: schools.tariffActive, endsOn: schools.tariffEndsOn })
    .from(schools)
    .where(eq(schools.id, school.id));
  return { schoolId: school.id, period, active: after?.active ?? false, endsOn: after?.endsOn ?? null };
}
