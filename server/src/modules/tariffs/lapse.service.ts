import { daysBetween, TARIFF_REMINDER_DAYS } from "@school/contracts";
import { zonedParts } from "../../core/schedule-time.js";
import { inTransaction, type SchoolWork, schoolScope } from "../../core/tenancy/scope.js";
import type { Deps } from "../../deps.js";
import {
  lapseSchool,
  selectSchoolAdminEmails,
  selectSchoolsWithPeriods,
  takeTariffReminder,
} from "./tariffs.queries.js";

export type TariffDayResult = { lapsed: number[]; reminded: number[] };

/**
 * The tariffs' daily check (decision 0055), run hourly so each school's own midnight is met within the hour: a school
 * whose last covered day is behind its today (in its zone) becomes inactive, and a school 7 or 1 days before that day
 * gets its reminder (the nearest threshold reached, if not sent yet). Both are idempotent: the lapse only changes a school still active and still past its day, and a
 * reminder is a unique row written in the transaction that queues its mails.
 */
export async function runTariffDay(deps: Deps, now: Date) {
  const result: TariffDayResult = { lapsed: [], reminded: [] };
  for (const school of await selectSchoolsWithPeriods(deps.db)) {
    const endsOn = school.tariffEndsOn;
    if (endsOn === null || !school.tariffActive) continue;
    const today = zonedParts(now, school.timeZone).date;
    if (endsOn < today) {
      if (await lapseSchool(deps.db, { schoolId: school.id, today })) result.lapsed.push(school.id);
      continue;
    }
    const days = daysBetween(today, endsOn);
    // The nearest threshold reached: a day the job missed (a stop, a period set 5 days before its end) still reminds.
    const threshold = TARIFF_REMINDER_DAYS.filter((before) => before >= days).at(-1);
    if (threshold === undefined) continue;
    const reminded = await remind(schoolScope(deps, school.id), { school: { ...school, endsOn }, threshold, days });
    if (reminded) result.reminded.push(school.id);
  }
  return result;
}

/** A reminder is the school's own row and mails: written on its handle, in one transaction with the mails' jobs. */
async function remind(
  scope: SchoolWork,
  when: { school: { id: number; name: string; endsOn: string }; threshold: number; days: number },
): Promise<boolean> {
  const { school } = when;
  return inTransaction(scope, async (work) => {
    const recorded = await takeTariffReminder(work, { endsOn: school.endsOn, daysBefore: when.threshold });
    if (!recorded) return false;
    const admins = await selectSchoolAdminEmails(work);
    const mail = reminderMail({
      ...school,
      days: when.days,
      link: `${scope.deps.env.PUBLIC_URL.replace(/\/$/, "")}/settings?tab=tariff`,
    });
    // The platform writes to the school about its own tariff: signed by the platform, not by the school (decision 0141).
    for (const admin of admins) await work.jobs.enqueue("mail.send", { to: admin.email, school_id: null, ...mail });
    return true;
  });
}

/** In the three interface languages at once, as the other mails are. */
export function reminderMail(input: { name: string; endsOn: string; days: number; link: string }) {
  const { name, endsOn, days, link } = input;
  return {
    subject: `${name}: тариф заканчивается через ${days} дн. / Тариф ${days} күннен кейін аяқталады / The tariff ends in ${days} days`,
    text: [
      `Тариф школы «${name}» оплачен по ${endsOn}. После этой даты ученики и сотрудники потеряют доступ. Продлить: ${link}`,
      `«${name}» мектебінің тарифі ${endsOn} дейін төленген. Осы күннен кейін оқушылар мен қызметкерлер кіре алмайды. Ұзарту: ${link}`,
      `The tariff of “${name}” is paid up to ${endsOn}. After that day students and staff lose access. Renew: ${link}`,
    ].join("\n\n"),
  };
}
