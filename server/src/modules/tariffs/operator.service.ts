import { isoDate, priceTariff, TARIFF_CURRENCY, tariffPayBody } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import { schoolDayIn } from "../../core/school-day.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { extendTariff } from "./periods.js";
import { schoolTariffState, selectSchoolOnDomain } from "./tariffs.queries.js";

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
export async function setTariffByOperator(db: Db, input: OperatorTariff & { now: Date }) {
  const { now } = input;
  const size = tariffPayBody.safeParse({ students: input.students, months: input.months });
  if (!size.success) throw new AppError("validation_failed", "Students or months out of bounds");
  if (input.startsOn !== undefined && !isoDate.safeParse(input.startsOn).success) {
    throw new AppError("validation_failed", "The start is not a YYYY-MM-DD date");
  }
  if (input.amountMinor !== undefined && !(Number.isSafeInteger(input.amountMinor) && input.amountMinor >= 0)) {
    throw new AppError("validation_failed", "The amount is not a sum");
  }
  const school = await selectSchoolOnDomain(db, input.domain);
  if (!school) throw new AppError("not_found", `No school on ${input.domain}`);
  const today = schoolDayIn(school.timeZone, now).today;
  const amountMinor = input.amountMinor ?? priceTariff(size.data).total_minor;
  // The operator's command has the owner's handle only, no app's deps to make `schoolScope` of (decision 0129): the
  // one scope written by hand, named by the school the domain found.
  const ownerScope = { db, schoolId: school.id };
  const period = await inTransaction(ownerScope, (scope) =>
    extendTariff(scope, {
      ...size.data,
      amountMinor,
      currency: TARIFF_CURRENCY,
      paymentId: null,
      source: "operator",
      note: input.note,
      startsOn: input.startsOn,
      today,
    }),
  );
  if (!period) throw new Error("The period was not added");
  const after = await schoolTariffState(ownerScope);
  return { schoolId: school.id, period, active: after.tariffActive, endsOn: after.tariffEndsOn };
}
