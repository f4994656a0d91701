import { z } from "zod";
import { SCHEDULE_STEP_MINUTES } from "./constants.js";

/**
 * Wall-clock times of the school's day, shared by the timetable's calls and the school's schedule rules: a module of
 * their own, so that a screen reading the timetable's constants does not bring the rules' schemas with them
 * (decision 0180).
 */

/** A wall-clock time in the school's zone, HH:MM on the 5-minute grid. */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM")
  .refine((value) => Number(value.slice(3)) % SCHEDULE_STEP_MINUTES === 0, "on a 5-minute step");
/** 24:00 may end a work day. */
export const clockEnd = z.union([clockTime, z.literal("24:00")]);

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
