import { z } from "zod";
import { clockEnd, clockTime, minutesOf } from "./clock-time.js";

/**
 * The school's schedule rules (decision 0026), apart from the timetable's calls: only the settings screen and the
 * server read them (decision 0180).
 */

/** Notice periods offered in settings (`cancelTime`, `transferTime`: index, time), in hours. */
export const NOTICE_HOURS = [0, 1, 2, 3, 6, 12, 24, 48, 72] as const;

/** The school's schedule rules (product.md section 3, School settings). */
export const scheduleSettings = z.object({
  /** IANA zone every lesson time is shown in; Asia/Almaty by default. */
  time_zone: z.string(),
  /** Cancellations and moves a student may make per month (of the lesson's date); staff are not counted. */
  cancel_count: z.number().int().min(0).max(100),
  transfer_count: z.number().int().min(0).max(100),
  /** Notice a student must give, in hours before the lesson (`cancelTime`, `transferTime`). */
  cancel_time: z.number().int().min(0).max(720),
  transfer_time: z.number().int().min(0).max(720),
  /** The school's work hours: no lesson outside them. */
  work_start: clockTime,
  work_end: clockEnd,
  /** Each night the lessons of the day before still planned are marked finished. */
  auto_finish: z.boolean(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettings>;
export const scheduleSettingsBody = scheduleSettings
  .extend({ time_zone: z.string().max(64).refine(isTimeZone, "not an IANA time zone from the list") })
  .partial()
  .refine((body) => !body.work_start || !body.work_end || minutesOf(body.work_start) < minutesOf(body.work_end), {
    message: "The work day must end after it starts",
    path: ["work_end"],
  });
export type ScheduleSettingsBody = z.infer<typeof scheduleSettingsBody>;

/**
 * The IANA zones a school may pick: the runtime's canonical list (no aliases, no abbreviations such as "EST", no
 * case variants), and UTC, which the list leaves out.
 */
export function timeZoneList(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

let knownZones: ReadonlySet<string> | null = null;
export function isTimeZone(zone: string): boolean {
  knownZones ??= new Set(timeZoneList());
  return knownZones.has(zone);
}
