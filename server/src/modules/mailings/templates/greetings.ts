import { GREETING_LOCAL_HOUR, type GreetingOccasion } from "@school/contracts";
import type { AppJobs } from "../../../core/queue/job-kinds.js";
import { queueSchoolDays } from "../../../core/queue/school-days.js";
import { zonedInstant } from "../../../core/schedule-time.js";
import { inTransaction, type SchoolWork } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import {
  attachGreetingMailing,
  selectGreetingSchools,
  selectSchoolTimeZone,
  selectStudentIds,
  selectStudentsBornOn,
  takeGreetings,
} from "./greetings.queries.js";
import { birthdaysGreetedOn, holidaysOn } from "./occasions.js";
import { mailTemplate } from "./template-mailing.js";
import { selectMailingSettings } from "./templates.queries.js";

/**
 * Every hour, each school with greetings on that is past its local morning hour gets that day's greeting job, once
 * (the job's singleton key is the school and the day), as the tranche reminders are (decision 0068).
 */
export async function dispatchGreetings(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  return queueSchoolDays(deps.queue, {
    kind: "greetings.school-day",
    schools: await selectGreetingSchools(deps.db),
    now,
    fromHour: GREETING_LOCAL_HOUR,
  });
}

/**
 * One school's greetings for one of its days: per occasion (the day's holidays, and the birthdays), the students not
 * yet greeted for it get a `greeting_sends` row (unique per student, occasion and day: the "once") and one mailing of
 * the occasion's template to exactly them, which each reads in their language. Rows, mailing and fan-out job commit
 * together; a repeated run finds every row taken and creates nothing.
 */
export async function sendGreetings(job: SchoolWork, today: string): Promise<number> {
  const settings = await selectMailingSettings(job);
  if (!settings?.greetingsEnabled) return 0;
  const timeZone = await selectSchoolTimeZone(job);
  const occasions: { occasion: GreetingOccasion; ids: number[] }[] = [];
  for (const occasion of holidaysOn(today)) {
    const rows = await selectStudentIds(job);
    occasions.push({ occasion, ids: rows.map((row) => row.id) });
  }
  const born = await selectStudentsBornOn(job, { monthDays: birthdaysGreetedOn(today) });
  if (born.length > 0) occasions.push({ occasion: "birthday", ids: born.map((row) => row.id) });

  let greeted = 0;
  for (const { occasion, ids } of occasions) {
    if (ids.length === 0) continue;
    greeted += await inTransaction(job, async (work) => {
      const taken = await takeGreetings(work, { userIds: ids, occasion, onDate: today });
      if (taken.length === 0) return 0;
      const mailingId = await mailTemplate(work, {
        key: occasion,
        kind: "greeting",
        channels: settings.greetingChannels,
        userIds: taken.map((row) => row.userId),
        sendAt: zonedInstant(today, `${String(GREETING_LOCAL_HOUR).padStart(2, "0")}:00`, timeZone),
      });
      await attachGreetingMailing(work, { sendIds: taken.map((row) => row.id), mailingId });
      return taken.length;
    });
  }
  return greeted;
}
