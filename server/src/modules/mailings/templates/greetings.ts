import { GREETING_LOCAL_HOUR, type GreetingOccasion } from "@school/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppJobs, AppQueue } from "../../../core/queue/job-kinds.js";
import { zonedInstant, zonedParts } from "../../../core/schedule-time.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { greetingSends, mailingSettings, schools, studentRecords, users } from "../../../db/schema/index.js";
import { insertMailing } from "../mailings.queries.js";
import { birthdaysGreetedOn, holidaysOn } from "./occasions.js";
import { TEMPLATE_TEXTS } from "./template-texts.js";

/**
 * Every hour, each school with greetings on that is past its local morning hour gets that day's greeting job, once
 * (the job's singleton key is the school and the day), as the tranche reminders are (decision 0068).
 */
export async function dispatchGreetings(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .innerJoin(mailingSettings, eq(mailingSettings.schoolId, schools.id))
    .where(and(eq(schools.tariffActive, true), eq(mailingSettings.greetingsEnabled, true)));
  let queued = 0;
  for (const school of due) {
    const local = zonedParts(now, school.timeZone);
    if (Number(local.time.slice(0, 2)) < GREETING_LOCAL_HOUR) continue;
    await deps.queue.enqueue(
      "greetings.school-day",
      { school_id: school.id, today: local.date },
      { singletonKey: `${school.id}:${local.date}` },
    );
    queued += 1;
  }
  return queued;
}

/**
 * One school's greetings for one of its days: per occasion (the day's holidays, and the birthdays), the students not
 * yet greeted for it get a `greeting_sends` row (unique per student, occasion and day: the "once") and one mailing of
 * the occasion's template to exactly them, which each reads in their language. Rows, mailing and fan-out job commit
 * together; a repeated run finds every row taken and creates nothing.
 */
export async function sendGreetings(job: Scope & { queue: AppQueue }, today: string): Promise<number> {
  const [settings] = await job.db.select().from(mailingSettings).where(eq(mailingSettings.schoolId, job.schoolId));
  if (!settings?.greetingsEnabled) return 0;
  const [school] = await job.db
    .select({ timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, job.schoolId));
  const students = and(eq(users.schoolId, job.schoolId), eq(users.role, "student"));
  const occasions: { occasion: GreetingOccasion; ids: number[] }[] = [];
  for (const occasion of holidaysOn(today)) {
    const rows = await job.db.select({ id: users.id }).from(users).where(students);
    occasions.push({ occasion, ids: rows.map((row) => row.id) });
  }
  const born = await job.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(studentRecords, and(eq(studentRecords.userId, users.id), eq(studentRecords.schoolId, users.schoolId)))
    .where(
      and(students, inArray(sql<string>`to_char(${studentRecords.birthDate}, 'MM-DD')`, birthdaysGreetedOn(today))),
    );
  if (born.length > 0) occasions.push({ occasion: "birthday", ids: born.map((row) => row.id) });

  let greeted = 0;
  for (const { occasion, ids } of occasions) {
    if (ids.length === 0) continue;
    greeted += await job.queue.transaction(async (tx, jobs) => {
      const taken = await tx
        .insert(greetingSends)
        .values(ids.map((userId) => ({ schoolId: job.schoolId, userId, occasion, onDate: today })))
        .onConflictDoNothing()
        .returning({ id: greetingSends.id, userId: greetingSends.userId });
      if (taken.length === 0) return 0;
      const text = TEMPLATE_TEXTS[occasion].ru;
      const mailing = await insertMailing(
        { db: tx, schoolId: job.schoolId },
        {
          kind: "greeting",
          authorId: null,
          subject: text.subject,
          body: text.body,
          channels: settings.greetingChannels,
          audience: { audience: "users", user_ids: taken.map((row) => row.userId) },
          templateKey: occasion,
          status: "sending",
          sendAt: zonedInstant(today, `${String(GREETING_LOCAL_HOUR).padStart(2, "0")}:00`, school!.timeZone),
        },
      );
      await tx
        .update(greetingSends)
        .set({ mailingId: mailing.id })
        .where(
          inArray(
            greetingSends.id,
            taken.map((row) => row.id),
          ),
        );
      await jobs.enqueue("mailing.fan-out", { school_id: job.schoolId, mailing_id: mailing.id });
      return taken.length;
    });
  }
  return greeted;
}
