import { z } from "zod";
import { dbId, isoDate } from "./fields.js";

/**
 * A student's application to a program abroad (decision 0025): five statuses, five colours, and the transitions
 * between them as data. Server and web read this one table: the server refuses any other move (409), the web offers
 * only these moves.
 */
export const APPLICATION_STATUSES = ["selected", "submitted", "invitation", "refusal", "final_choice"] as const;
export type ApplicationStatusKey = (typeof APPLICATION_STATUSES)[number];
export const applicationStatusKey = z.enum(APPLICATION_STATUSES);

/** The colour of each status's tag (Ant Design preset colours). */
export const APPLICATION_STATUS_COLOURS: Record<ApplicationStatusKey, string> = {
  selected: "blue",
  submitted: "gold",
  invitation: "green",
  refusal: "red",
  final_choice: "purple",
};

/**
 * Allowed moves: `start` lists the statuses a student-program without a status may get; each status lists what it
 * may become. Refusal and final choice are the ends; a status set by mistake is deleted (and the deletion is
 * recorded in the history).
 */
export const APPLICATION_TRANSITIONS: { start: readonly ApplicationStatusKey[] } & Record<
  ApplicationStatusKey,
  readonly ApplicationStatusKey[]
> = {
  start: ["selected"],
  selected: ["submitted"],
  submitted: ["invitation", "refusal"],
  invitation: ["final_choice", "refusal"],
  refusal: [],
  final_choice: [],
};

/** The statuses `from` may become (`null`: no status yet). */
export function nextApplicationStatuses(from: ApplicationStatusKey | null): readonly ApplicationStatusKey[] {
  return from === null ? APPLICATION_TRANSITIONS.start : APPLICATION_TRANSITIONS[from];
}

export const applicationStatusHistoryEntry = z.object({
  id: z.number().int(),
  from_status: applicationStatusKey.nullable(),
  /** null: the status was deleted. */
  to_status: applicationStatusKey.nullable(),
  changed_by: z.number().int().nullable(),
  changed_by_name: z.string(),
  changed_at: z.string(),
});
export type ApplicationStatusHistoryEntry = z.infer<typeof applicationStatusHistoryEntry>;

export const applicationStatus = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  course_id: z.number().int(),
  status: applicationStatusKey,
  colour: z.string(),
  /** The statuses this one may become, from the transition table. */
  next: z.array(applicationStatusKey),
  updated_at: z.string(),
  /** Every change of this student's status in this program, oldest first (deletions included). */
  history: z.array(applicationStatusHistoryEntry),
});
export type ApplicationStatus = z.infer<typeof applicationStatus>;
export const applicationStatusList = z.array(applicationStatus);

/** GET course/course/status/: one student's, one program's, or both; at least one is named. */
export const applicationStatusQuery = z
  .object({ user_id: dbId.optional(), course_id: dbId.optional() })
  .refine((query) => query.user_id !== undefined || query.course_id !== undefined, {
    message: "Name user_id, course_id or both",
    path: ["user_id"],
  });
export type ApplicationStatusQuery = z.infer<typeof applicationStatusQuery>;

export const applicationStatusBody = z.object({
  user_id: dbId,
  course_id: dbId,
  status: applicationStatusKey,
});
export type ApplicationStatusBody = z.infer<typeof applicationStatusBody>;

/** The status analytics' filters (course/status-program/*): those the stored data can answer today. */
export const statusAnalyticsQuery = z.object({
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  status_id: applicationStatusKey.optional(),
  course_id: dbId.optional(),
  country: z.string().trim().min(1).max(100).optional(),
  degree: dbId.optional(),
  university: dbId.optional(),
  is_open: z.enum(["true", "false"]).optional(),
});
export type StatusAnalyticsQuery = z.infer<typeof statusAnalyticsQuery>;

export const statusCount = z.object({
  /** Student-program statuses matching the filters. */
  count: z.number().int(),
  /** Distinct students among them. */
  students: z.number().int(),
});
export const statusStats = z.array(
  z.object({ status: applicationStatusKey, colour: z.string(), count: z.number().int() }),
);
export const statusStatsByMonth = z.array(
  z.object({ month: z.string(), status: applicationStatusKey, count: z.number().int() }),
);
export const statusSteps = z.array(
  z.object({
    status: applicationStatusKey,
    /** Student-programs that ever reached this status (from the history), deleted ones excepted. */
    reached: z.number().int(),
  }),
);
export const statusUsers = z.array(
  z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    course_id: z.number().int(),
    course_title: z.string(),
    status: applicationStatusKey,
    colour: z.string(),
    updated_at: z.string(),
  }),
);
