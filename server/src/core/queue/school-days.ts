import type { z } from "zod";
import { zonedParts } from "../schedule-time.js";
import type { AppJobs, JobTable } from "./job-kinds.js";

/** The job kinds that do one school's day (`defineSchoolJobKind`): their payload is the school and its date. */
export type SchoolDayKind = {
  [Name in keyof JobTable]: z.input<JobTable[Name]["payload"]> extends { school_id: number; today: string }
    ? Name
    : never;
}[keyof JobTable] &
  string;

/**
 * The hourly dispatch every morning job shares (decisions 0033, 0053, 0063, 0068, 0152): each school whose own clock
 * has reached `fromHour` gets `kind`'s job for its date, once a day at a time (the singleton key is the school and
 * the date), so a rerun an hour later queues nothing new and one school's failure retries alone. Answers how many
 * schools were past the hour.
 */
export async function queueSchoolDays(
  queue: AppJobs,
  input: { kind: SchoolDayKind; schools: readonly { id: number; timeZone: string }[]; now: Date; fromHour: number },
): Promise<number> {
  let queued = 0;
  for (const school of input.schools) {
    const local = zonedParts(input.now, school.timeZone);
    if (Number(local.time.slice(0, 2)) < input.fromHour) continue;
    await queue.enqueue(
      input.kind,
      { school_id: school.id, today: local.date },
      { singletonKey: `${school.id}:${local.date}` },
    );
    queued += 1;
  }
  return queued;
}
