import { z } from "zod";
import { dbId, isoDate } from "./fields.js";
import { mailingAudienceQuery } from "./users.js";

/**
 * Staff tasks (issue 37, decision 0149): a follow-up a school admin or manager owes, due at a time of the school's
 * day, perhaps about a student and one of their programs, reminded at its due time.
 */

export const STAFF_TASK_PRIORITIES = ["low", "normal", "high"] as const;
export type StaffTaskPriority = (typeof STAFF_TASK_PRIORITIES)[number];

/** "My tasks" boxes: open ones past their due time, due later today (the school's day), due after today, done. */
export const STAFF_TASK_BOXES = ["overdue", "today", "upcoming", "done"] as const;
export type StaffTaskBox = (typeof STAFF_TASK_BOXES)[number];

export const STAFF_TASK_TITLE_MAX = 200;
export const STAFF_TASK_COMMENT_MAX = 2000;
export const STAFF_TASK_PAGE_SIZE = 30;
/** The most tasks one "for every student of the list" may make: a wider list is narrowed first. */
export const STAFF_TASK_BULK_MAX = 2000;

const person = z.object({ id: z.number().int(), name: z.string() });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM");

export const staffTaskView = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: z.enum(STAFF_TASK_PRIORITIES),
  /** The due instant, and the same as the school's own date and time (what the form shows and takes). */
  due_at: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  /** Null once its assignee's account was deleted: the task waits to be given again. */
  assignee: person.nullable(),
  student: person.nullable(),
  /** The program (application) the task is about, when one is named. */
  program: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  created_by: person.nullable(),
  created_at: z.string(),
  comments: z.number().int(),
});
export type StaffTaskView = z.infer<typeof staffTaskView>;

export const staffTaskQuery = z
  .object({
    box: z.enum(STAFF_TASK_BOXES).default("today"),
    /** Whose tasks: left out, the caller's, unless a student is named (then everyone's about that student). */
    assignee: dbId.optional(),
    student: dbId.optional(),
    /** Keyset: the `next` of the page before. */
    after: z.string().max(60).optional(),
  })
  .strict();
export type StaffTaskQuery = z.infer<typeof staffTaskQuery>;

export const staffTaskPage = z.object({
  results: z.array(staffTaskView),
  next: z.string().nullable(),
  /** Open tasks in each box for the same assignee and student: the tabs' counts. */
  counts: z.object({ overdue: z.number().int(), today: z.number().int(), upcoming: z.number().int() }),
});
export type StaffTaskPage = z.infer<typeof staffTaskPage>;

const taskFields = {
  title: z.string().trim().min(1).max(STAFF_TASK_TITLE_MAX),
  priority: z.enum(STAFF_TASK_PRIORITIES).default("normal"),
  /** The school's own date and time. */
  due_date: isoDate,
  due_time: clockTime,
  /** Left out: the caller. */
  assignee_id: dbId.optional(),
};

export const newStaffTask = z
  .object({ ...taskFields, student_id: dbId.nullable().optional(), program_id: dbId.nullable().optional() })
  .strict();
export type NewStaffTask = z.infer<typeof newStaffTask>;

export const staffTaskChange = z
  .object({
    title: taskFields.title.optional(),
    priority: z.enum(STAFF_TASK_PRIORITIES).optional(),
    due_date: isoDate.optional(),
    due_time: clockTime.optional(),
    assignee_id: dbId.optional(),
    done: z.boolean().optional(),
  })
  .strict()
  .refine((change) => (change.due_date === undefined) === (change.due_time === undefined), {
    message: "a due date and time are changed together",
    path: ["due_time"],
  });
export type StaffTaskChange = z.infer<typeof staffTaskChange>;

/** One task for each student the user list's filters select (its role tab is students). */
export const bulkStaffTasks = z.object({ ...taskFields, filters: mailingAudienceQuery.omit({ role: true }) }).strict();
export type BulkStaffTasks = z.infer<typeof bulkStaffTasks>;
/** As a client sends it: the list's filters as the address spells them. */
export type BulkStaffTasksInput = z.input<typeof bulkStaffTasks>;
export const bulkStaffTasksAnswer = z.object({ created: z.number().int() });

export const staffTaskComment = z.object({
  id: z.number().int(),
  author: person.nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type StaffTaskComment = z.infer<typeof staffTaskComment>;
export const staffTaskCommentBody = z.object({ text: z.string().trim().min(1).max(STAFF_TASK_COMMENT_MAX) }).strict();
