import { daysBetween, TARIFF_REMINDER_DAYS } from "@school/contracts";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { AppQueue } from "../../core/queue/job-kinds.js";
import { zonedParts } from "../../core/schedule-time.js";
import type { Db } from "../../db/client.js";
import { schools, tariffReminders, users } from "../../db/schema/index.js";

/** Every school with a tariff period, with its zone: the day's check crosses schools (the owner's handle). */
async function schoolsWithPeriods(ownerDb: Db) {
  return ownerDb
    .select({
      id: schools.id,
      name: schools.name,
      timeZone: schools.timeZone,
      tariffActive: schools.tariffActive,
      tariffEndsOn: schools.tariffEndsOn,
    })
    .from(schools)
    .where(isNotNull(schools.tariffEndsOn));
}

export type TariffDayResult = { lapsed: number[]; reminded: number[] };

/**
 * The tariffs' daily check (decision 0055), run hourly so each school's own midnight is met within the hour: a school
 * whose last covered day is behind its today (in its zone) becomes inactive, and a school 7 or 1 days before that day
 * gets its reminder (the nearest threshold reached, if not sent yet). Both are idempotent: the lapse only changes a school still active and still past its day, and a
 * reminder is a unique row written in the transaction that queues its mails.
 */
export async function runTariffDay(deps: { db: Db; queue: AppQueue; publicUrl: string }, now: Date) {
  const result: TariffDayResult = { lapsed: [], reminded: [] };
  for (const school of await schoolsWithPeriods(deps.db)) {
    const endsOn = school.tariffEndsOn;
    if (endsOn === null || !school.tariffActive) continue;
    const today = zonedParts(now, school.timeZone).date;
    if (endsOn < today) {
      if (await lapse(deps.db, school.id, today)) result.lapsed.push(school.id);
      continue;
    }
    const days = daysBetween(today, endsOn);
    // The nearest threshold reached: a day the job missed (a stop, a period set 5 days before its end) still reminds.
    const threshold = TARIFF_REMINDER_DAYS.filter((before) => before >= days).at(-1);
    if (threshold !== undefined && (await remind(deps, { ...school, endsOn }, { threshold, days }))) {
      result.reminded.push(school.id);
    }
  }
  return result;
}

/** The flag's change is announced by the database to every process's session cache (trigger on tariff_active). */
async function lapse(db: Db, schoolId: number, today: string): Promise<boolean> {
  const changed = await db
    .update(schools)
    .set({ tariffActive: false })
    .where(and(eq(schools.id, schoolId), eq(schools.tariffActive, true), lt(schools.tariffEndsOn, today)))
    .returning({ id: schools.id });
  return changed.length > 0;
}

async function remind(
  deps: { queue: AppQueue; publicUrl: string },
  school: { id: number; name: string; endsOn: string },
  when: { threshold: number; days: number },
): Promise<boolean> {
  return deps.queue.transaction(async (tx, jobs) => {
    const [recorded] = await tx
      .insert(tariffReminders)
      .values({ schoolId: school.id, endsOn: school.endsOn, daysBefore: when.threshold })
      .onConflictDoNothing()
      .returning({ id: tariffReminders.id });
    if (!recorded) return false;
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.schoolId, school.id), eq(users.role, "admin_school"), sql`${users.email} <> ''`));
    const mail = reminderMail({
      ...school,
      days: when.days,
      link: `${deps.publicUrl.replace(/\/$/, "")}/settings?tab=tariff`,
    });
    for (const admin of admins) await jobs.enqueue("mail.send", { to: admin.email, ...mail });
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
