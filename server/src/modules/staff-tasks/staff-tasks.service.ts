import {
  type BulkStaffTasks,
  type NewStaffTask,
  STAFF_TASK_BULK_MAX,
  STAFF_TASK_PAGE_SIZE,
  type StaffTaskChange,
  type StaffTaskComment,
  type StaffTaskPage,
  type StaffTaskQuery,
  type StaffTaskView,
  signedInRolesHolding,
  titleInLanguage,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { zonedInstant, zonedParts } from "../../core/schedule-time.js";
import { schoolDayOf, schoolTimeZone } from "../../core/school-day.js";
import { inTransaction, type SchoolWork, type Scope, type Transacted } from "../../core/tenancy/scope.js";
import { holdsRoleIn } from "../users/index.js";
import * as queries from "./staff-tasks.queries.js";

/**
 * Staff tasks (issue 37, decision 0149): follow-ups of the school's admins and managers, each reminded at its due time
 * by a job stored with the task's write. A task moved or done leaves its old reminder nothing to do.
 */

const noTask = () => new AppError("not_found", "Task not found");
/** Who may hold a task: the roles that manage tasks in the access table. */
/** Who holds tasks: the roles the access table gives them to (automation's rules give theirs to them too). */
export const TASK_HOLDERS = signedInRolesHolding("staffTask.manage");

/** Whether the user holds tasks in the scope's school. */
export const holdsTasks = (scope: Scope, userId: number) => holdsRoleIn(scope, { userId, roles: TASK_HOLDERS });

type Reading = { timeZone: string; language: Actor["language"] };

function asTask(row: queries.TaskRow, { timeZone, language }: Reading): StaffTaskView {
  const due = zonedParts(row.dueAt, timeZone);
  const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });
  return {
    id: row.id,
    title: row.title,
    priority: row.priority,
    due_at: row.dueAt.toISOString(),
    due_date: due.date,
    due_time: due.time,
    assignee: person(row.assigneeId, row.assigneeName),
    student: person(row.studentId, row.studentName),
    program:
      row.courseId === null || row.courseTitles === null
        ? null
        : { id: row.courseId, title: titleInLanguage(language, row.courseTitles) },
    done: row.doneAt !== null,
    done_at: row.doneAt?.toISOString() ?? null,
    created_by: person(row.createdById, row.creatorName),
    created_at: row.createdAt.toISOString(),
    comments: row.comments,
  };
}

/** A cursor as the list writes it: the box key's instant and the task's id. */
const cursorText = (at: Date, id: number) => `${at.toISOString()}_${id}`;
function cursorOf(text: string | undefined): queries.TaskCursor | null {
  if (text === undefined) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/.exec(text);
  const at = match ? new Date(match[1]!) : null;
  if (!match || at === null || Number.isNaN(at.getTime())) throw new AppError("bad_request", "Unknown page cursor");
  return { at, id: Number(match[2]) };
}

/** The school's zone, and the instants that part its day into overdue, today and upcoming. */
async function dayBounds(actor: Actor) {
  const day = await schoolDayOf(actor);
  // The start of the day after today: the school day's own bound, whatever its zone's clock changes.
  const tomorrow = day.bounds({ last: day.today }).before!;
  return { timeZone: day.timeZone, bounds: { now: day.now, tomorrow } };
}

export async function listTasks(actor: Actor, query: StaffTaskQuery): Promise<StaffTaskPage> {
  const owner = {
    assigneeId: query.assignee ?? (query.student === undefined ? actor.caller.userId : null),
    studentId: query.student ?? null,
  };
  const { timeZone, bounds } = await dayBounds(actor);
  const [rows, counts] = await Promise.all([
    queries.taskPage(actor, {
      owner,
      box: query.box,
      day: bounds,
      after: cursorOf(query.after),
      limit: STAFF_TASK_PAGE_SIZE + 1,
    }),
    queries.openCounts(actor, { owner, day: bounds }),
  ]);
  const page = rows.slice(0, STAFF_TASK_PAGE_SIZE);
  const last = page.at(-1);
  const reading = { timeZone, language: actor.language };
  return {
    results: page.map((row) => asTask(row, reading)),
    next:
      rows.length > STAFF_TASK_PAGE_SIZE && last
        ? cursorText(query.box === "done" ? last.doneAt! : last.dueAt, last.id)
        : null,
    counts,
  };
}

/**
 * A task written with its reminder, in the caller's transaction: a staff member's, or an automation rule's (whose
 * `createdById` is null). Answers the task's id.
 */
export async function addTask(
  work: Transacted<SchoolWork>,
  values: Omit<queries.TaskValues, "createdById"> & { createdById: number | null },
) {
  const task = await queries.insertTask(work, values);
  await remindAt(work, task);
  return task.id;
}

/** The task's reminder, stored with the write that set its due time: it fires then unless the task moved or was done. */
async function remindAt(scope: Transacted<SchoolWork>, task: { id: number; dueAt: Date }) {
  await scope.jobs.enqueue("staffTasks.remind", reminderOf(scope, task), { startAfter: task.dueAt });
}

/** A reminder job's payload: the task and the due time it reminds of (a task since moved is not reminded by it). */
const reminderOf = (scope: Scope, task: { id: number; dueAt: Date }) => ({
  school_id: scope.schoolId,
  task_id: task.id,
  due_at: task.dueAt.toISOString(),
});

/** Refuses an assignee who holds no tasks in the school, naming the body's `field`. */
export async function checkHolder(actor: Actor, input: { userId: number; field?: string }) {
  if (!(await holdsTasks(actor, input.userId))) {
    throw new AppError("validation_failed", "A task is held by a school admin or manager of the school", {
      fields: { [input.field ?? "assignee_id"]: "not a school admin or manager of the school" },
    });
  }
}

export async function createTask(actor: Actor, input: NewStaffTask): Promise<StaffTaskView> {
  const assigneeId = input.assignee_id ?? actor.caller.userId;
  await checkHolder(actor, { userId: assigneeId });
  const studentId = input.student_id ?? null;
  if (studentId !== null && !(await holdsRoleIn(actor, { userId: studentId, roles: ["student"] }))) {
    throw new AppError("validation_failed", "No such student", {
      fields: { student_id: "not a student of the school" },
    });
  }
  const courseId = input.program_id ?? null;
  if (courseId !== null && !(await queries.isCourseOfSchool(actor, courseId))) {
    throw new AppError("validation_failed", "No such program", {
      fields: { program_id: "not a program of the school" },
    });
  }
  const timeZone = await schoolTimeZone(actor);
  const id = await inTransaction(actor, (work) =>
    addTask(work, {
      title: input.title,
      priority: input.priority,
      dueAt: zonedInstant(input.due_date, input.due_time, timeZone),
      assigneeId,
      studentId,
      courseId,
      createdById: actor.caller.userId,
    }),
  );
  return taskOf(actor, { id, timeZone });
}

async function taskOf(actor: Actor, { id, timeZone }: { id: number; timeZone: string }): Promise<StaffTaskView> {
  const row = await queries.taskById(actor, id);
  if (!row) throw noTask();
  return asTask(row, { timeZone, language: actor.language });
}

/** One task for every student of the user list's filter, each with its reminder, in one transaction. */
export async function createTasksForList(actor: Actor, input: BulkStaffTasks): Promise<{ created: number }> {
  const assigneeId = input.assignee_id ?? actor.caller.userId;
  await checkHolder(actor, { userId: assigneeId });
  const total = await queries.countListStudents(actor, input.filters);
  if (total > STAFF_TASK_BULK_MAX) {
    throw new AppError("unprocessable", `${total} students match; at most ${STAFF_TASK_BULK_MAX} tasks at once`);
  }
  const timeZone = await schoolTimeZone(actor);
  const dueAt = zonedInstant(input.due_date, input.due_time, timeZone);
  const created = await inTransaction(actor, async (work) => {
    const tasks = await queries.insertTasksForList(work, {
      values: { title: input.title, priority: input.priority, dueAt, assigneeId, createdById: actor.caller.userId },
      filters: input.filters,
    });
    if (tasks.length > 0) {
      await work.jobs.enqueueMany(
        "staffTasks.remind",
        tasks.map((task) => reminderOf(work, task)),
        { startAfter: dueAt },
      );
    }
    return tasks.length;
  });
  return { created };
}

export async function changeTask(actor: Actor, input: { id: number; change: StaffTaskChange }): Promise<StaffTaskView> {
  const { change } = input;
  if (change.assignee_id !== undefined) await checkHolder(actor, { userId: change.assignee_id });
  const timeZone = await schoolTimeZone(actor);
  await inTransaction(actor, async (work) => {
    const updated = await queries.updateTask(work, {
      id: input.id,
      change: {
        title: change.title,
        priority: change.priority,
        assigneeId: change.assignee_id,
        dueAt:
          change.due_date !== undefined && change.due_time !== undefined
            ? zonedInstant(change.due_date, change.due_time, timeZone)
            : undefined,
        doneAt: change.done === undefined ? undefined : change.done ? work.deps.clock.now() : null,
      },
    });
    if (!updated) throw noTask();
    // A new due time, or a task reopened, is reminded at its due time; the old reminder finds it changed.
    if (updated.doneAt === null && (change.due_date !== undefined || change.done === false)) {
      await remindAt(work, updated);
    }
  });
  return taskOf(actor, { id: input.id, timeZone });
}

export async function listComments(actor: Actor, taskId: number): Promise<StaffTaskComment[]> {
  const rows = await queries.commentsOf(actor, taskId);
  return rows.map((row) => ({
    id: row.id,
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? "" },
    text: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function comment(actor: Actor, input: { taskId: number; text: string }): Promise<StaffTaskComment> {
  const row = await queries.insertComment(actor, {
    taskId: input.taskId,
    authorId: actor.caller.userId,
    body: input.text,
  });
  return {
    id: row.id,
    author: { id: actor.caller.userId, name: await queries.nameOfUser(actor, actor.caller.userId) },
    text: input.text,
    created_at: row.createdAt.toISOString(),
  };
}
