import { z } from "zod";
import { TRANSLATE_LANGS } from "./catalogue.js";
import { dbId, isoDate } from "./fields.js";
import { academicYear } from "./student-record/index.js";

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
  /** The program's title in `translate_lang` (Russian when left out), so a student's page names their programs. */
  course_title: z.string(),
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
  .object({
    user_id: dbId.optional(),
    course_id: dbId.optional(),
    translate_lang: z.enum(TRANSLATE_LANGS).optional(),
  })
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

/**
 * The pipeline board (decision 0032): a card per student and program, a column per status. A column shows its count
 * and its first cards, most recently moved first; "show more" asks one column again with the last card's cursor.
 */
export const PIPELINE_PAGE_SIZE = 20;
export const PIPELINE_PAGE_MAX = 50;

/** A card's place in its column: its last change in microseconds since 1970 and its id (keyset, no offset). */
export const pipelineCursor = z.string().regex(/^\d{1,17}\.\d{1,10}$/, "a cursor from the previous answer");

export const pipelineQuery = z
  .object({
    /** The program's country. */
    country: z.string().trim().min(1).max(100).optional(),
    /** The student's intake (student_records.academic_year). */
    academic_year: academicYear.optional(),
    /** The student's responsible manager (student_records.responsible). */
    responsible: dbId.optional(),
    /** Only this column (for "show more"). */
    status: applicationStatusKey.optional(),
    after: pipelineCursor.optional(),
    limit: z.coerce.number().int().min(1).max(PIPELINE_PAGE_MAX).default(PIPELINE_PAGE_SIZE),
    translate_lang: z.enum(TRANSLATE_LANGS).optional(),
  })
  .strict()
  .refine((query) => query.after === undefined || query.status !== undefined, {
    message: "A cursor belongs to one column: name its status",
    path: ["after"],
  });
export type PipelineQuery = z.infer<typeof pipelineQuery>;

export const pipelineCard = z.object({
  /** The status row's id. */
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  country: z.string(),
  academic_year: z.string().nullable(),
  responsible: z.number().int().nullable(),
  responsible_name: z.string().nullable(),
  status: applicationStatusKey,
  next: z.array(applicationStatusKey),
  updated_at: z.string(),
});
export type PipelineCard = z.infer<typeof pipelineCard>;

export const pipelineColumn = z.object({
  status: applicationStatusKey,
  colour: z.string(),
  /** Every card of the column matching the filters, shown or not. */
  count: z.number().int(),
  cards: z.array(pipelineCard),
  /** Pass as `after` (with `status`) for the next cards; null at the end. */
  next_cursor: pipelineCursor.nullable(),
});
export type PipelineColumn = z.infer<typeof pipelineColumn>;
export const pipelineBoard = z.object({ columns: z.array(pipelineColumn) });
export type PipelineBoard = z.infer<typeof pipelineBoard>;
