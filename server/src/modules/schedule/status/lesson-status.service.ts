import {
  canMoveLesson,
  LESSON_RESETTABLE,
  type LessonAction,
  type LessonStatus,
  type schedulePostStatusBody,
} from "@school/contracts";
import type { z } from "zod";
import { hasAccess, requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { pgErrorCode } from "../../../core/db-errors.js";
import { AppError, notFound } from "../../../core/errors.js";
import { notify } from "../../../core/notify/notify.js";
import { monthOf, zonedInstant, zonedParts } from "../../../core/schedule-time.js";
import { inTransaction, type Scope, type Transacted } from "../../../core/tenancy/scope.js";
import { checkSlot, PG_EXCLUSION_VIOLATION, refuseBusyTeacher, teacherBusy } from "../lessons/lesson-planning.js";
import { lessonDetail } from "../lessons/lessons.service.js";
import * as queries from "../schedule.queries.js";
import { selectWorkDays } from "../work-time/work-days.queries.js";
import * as statusQueries from "./lesson-status.queries.js";

type PostStatusBody = z.output<typeof schedulePostStatusBody>;
type LockedLesson = NonNullable<Awaited<ReturnType<typeof queries.lockLesson>>>;
const HOUR_MS = 3_600_000;

/**
 * POST post_status/{scheduleId}/: conduct (the lesson's teacher or staff, once it has started), move or cancel. The
 * transition table decides which moves exist (409 otherwise). A student moves or cancels their own lesson within the
 * school's rules, each use counted against the month's allowance atomically; staff act beyond the rules only with a
 * reason, kept in the lesson's history (decision 0026).
 */
export async function postStatus(actor: Actor, input: { lessonId: number; body: PostStatusBody }) {
  const { body } = input;
  await inTransaction(actor, async (tx) => {
    const lesson = await queries.lockLesson(tx, input.lessonId);
    if (!lesson) throw notFound("No such lesson");
    const studentIds = await queries.studentIdsOf(tx, lesson.id);
    await requireAccess(tx, "schedule.setStatus", { teacherId: lesson.teacherId, studentIds });
    const action = body.status_lesson;
    await requireAccess(tx, action === "finished" ? "schedule.conduct" : "schedule.change", {
      teacherId: lesson.teacherId,
      studentIds,
    });
    refuseIllegalMove(lesson.status, action);
    const rules = await queries.selectRules(tx);
    const now = tx.deps.clock.now();
    if (action === "finished") {
      if (lesson.startAt > now) throw new AppError("conflict", "A lesson can be marked conducted once it has started");
      await changeLesson(tx, { lesson, to: "finished", kind: "finished" });
      return;
    }
    const actsForSchool = await hasAccess(tx, "schedule.manage");
    const charge = actsForSchool
      ? await staffOverride(lesson, { action, rules, reason: body.reason, now })
      : { ...(await chargeStudent(tx, { lesson, action, rules, studentIds, now })), reason: body.reason };
    const tell = (change: LessonChange) =>
      notifyLessonChange(tx, { lesson, studentIds, timeZone: rules.timeZone, ...change });
    if (action === "cancelled") {
      await changeLesson(tx, { lesson, to: "cancelled", kind: "cancelled", ...charge });
      await tell({ kind: "cancelled", reason: body.reason });
      return;
    }
    const slot = {
      date: body.date as string,
      time_start: body.time_start as string,
      time_end: body.time_end as string,
    };
    const today = zonedParts(now, rules.timeZone).date;
    const workTime = await selectWorkDays(tx, { teacherIds: [lesson.teacherId] });
    checkSlot({ slot, rules, today, workTime, typeLesson: lesson.typeLesson });
    const startAt = zonedInstant(slot.date, slot.time_start, rules.timeZone);
    const endAt = zonedInstant(slot.date, slot.time_end, rules.timeZone);
    if (!actsForSchool && startAt < now)
      throw new AppError("validation_failed", "A lesson can only be moved to a time still ahead", {
        fields: { date: "The new time has passed" },
      });
    await refuseBusyTeacher(tx, {
      teacherId: lesson.teacherId,
      timed: [{ slot, startAt, endAt }],
      timeZone: rules.timeZone,
      except: lesson.id,
    });
    await changeLesson(tx, { lesson, to: "rescheduled", kind: "rescheduled", startAt, endAt, ...charge });
    await tell({ kind: "rescheduled", startAt });
  });
  return lessonDetail(actor, input.lessonId);
}

/** POST cancel_status/{id}/: a conducted or cancelled lesson is planned again; a counted cancellation is given back. */
export async function resetStatus(actor: Actor, input: { lessonId: number; reason: string }) {
  await inTransaction(actor, async (tx) => {
    const lesson = await queries.lockLesson(tx, input.lessonId);
    if (!lesson) throw notFound("No such lesson");
    if (!LESSON_RESETTABLE.includes(lesson.status))
      throw new AppError("conflict", `A ${lesson.status} lesson cannot be reset; only a conducted or cancelled one`);
    if (lesson.status === "cancelled") await giveBackAllowance(tx, lesson.id);
    await changeLesson(tx, { lesson, to: "planned", kind: "reset", reason: input.reason });
  });
  return lessonDetail(actor, input.lessonId);
}

type LessonChange = { kind: "cancelled"; reason: string } | { kind: "rescheduled"; startAt: Date };

/**
 * A cancelled or moved lesson reaches its students' and teacher's bells and, unless they chose otherwise, their
 * mailboxes (decisions 0063, 0081), in the change's transaction; a cancellation says why. Whoever made the change
 * is not told of it.
 */
async function notifyLessonChange(
  scope: Transacted<Actor>,
  input: LessonChange & { lesson: LockedLesson; studentIds: number[]; timeZone: string },
): Promise<void> {
  const at = (instant: Date) => {
    const parts = zonedParts(instant, input.timeZone);
    return `${parts.date} ${parts.time.slice(0, 5)}`;
  };
  const was = at(input.lesson.startAt);
  const moved = input.kind === "rescheduled";
  await notify(scope, {
    userIds: [...input.studentIds, input.lesson.teacherId].filter((id) => id !== scope.caller.userId),
    kind: "schedule_change",
    title: moved
      ? { ru: "Урок перенесён", kk: "Сабақ ауыстырылды", en: "Lesson moved" }
      : { ru: "Урок отменён", kk: "Сабақ тоқтатылды", en: "Lesson cancelled" },
    body:
      input.kind === "rescheduled" ? `${was} → ${at(input.startAt)}` : [was, input.reason].filter(Boolean).join(" — "),
    link: "/schedule",
  });
}

function refuseIllegalMove(from: LessonStatus, to: LessonAction): void {
  if (!canMoveLesson(from, to))
    throw new AppError("conflict", `A ${from} lesson cannot become ${to}`, { fields: { status_lesson: from } });
}

type Charge = { studentId?: number; chargedMonth?: string; override?: boolean; reason?: string };

const ALLOWANCE = {
  cancelled: { kind: "cancel", count: "cancelCount", notice: "cancelTime", noun: "cancellation" },
  rescheduled: { kind: "transfer", count: "transferCount", notice: "transferTime", noun: "move" },
} as const;

/**
 * Staff may act inside the notice period or after the lesson began, but must say why; nothing is counted. A
 * cancellation by the school always says why: its students are told the reason (decision 0081).
 */
async function staffOverride(
  lesson: LockedLesson,
  input: { action: "cancelled" | "rescheduled"; rules: queries.Rules; reason: string; now: Date },
): Promise<Charge> {
  if (input.action === "cancelled" && input.reason === "")
    throw new AppError("validation_failed", "A cancellation by the school gives its students a reason", {
      fields: { reason: "Say why the lesson is cancelled" },
    });
  const rule = ALLOWANCE[input.action];
  const late = lesson.startAt.getTime() - input.now.getTime() < input.rules[rule.notice] * HOUR_MS;
  if (late && input.reason === "")
    throw new AppError("validation_failed", `This ${rule.noun} is inside the notice period: give a reason`, {
      fields: { reason: "A reason is needed to act inside the notice period" },
    });
  return { override: late, reason: input.reason };
}

/**
 * A student's own cancellation or move: the lesson must be theirs alone (a shared lesson is the school's to change),
 * far enough ahead, and within the month's allowance, which one conditional upsert takes atomically.
 */
async function chargeStudent(
  scope: Scope,
  input: {
    lesson: LockedLesson;
    action: "cancelled" | "rescheduled";
    rules: queries.Rules;
    studentIds: number[];
    now: Date;
  },
): Promise<Charge> {
  const { lesson, rules } = input;
  const rule = ALLOWANCE[input.action];
  const studentId = input.studentIds[0] as number;
  if (input.studentIds.length > 1)
    throw new AppError("conflict", `A lesson shared with other students is changed by the school, not by one student`);
  const hoursLeft = (lesson.startAt.getTime() - input.now.getTime()) / HOUR_MS;
  const notice = rules[rule.notice];
  if (hoursLeft < notice)
    throw new AppError(
      "notice_too_short",
      `Too late: a ${rule.noun} needs ${notice} hours' notice, and this lesson starts in ${Math.max(0, Math.floor(hoursLeft))} hours`,
      { fields: { notice_hours: String(notice) } },
    );
  const limit = rules[rule.count];
  const month = monthOf(zonedParts(lesson.startAt, rules.timeZone).date);
  const counted = limit > 0 && (await statusQueries.takeAllowance(scope, { studentId, month, kind: rule.kind, limit }));
  if (!counted)
    throw new AppError("allowance_used", `This month's ${limit} ${rule.noun}s are used`, {
      fields: { allowance: String(limit) },
    });
  return { studentId, chargedMonth: month };
}

/** A reset cancellation no longer counts: its student gets it back for that month. */
async function giveBackAllowance(scope: Scope, lessonId: number): Promise<void> {
  const charged = await statusQueries.selectLastCancellationCharge(scope, { lessonId });
  if (!charged?.studentId || !charged.month) return;
  await statusQueries.giveBackCancellation(scope, { studentId: charged.studentId, month: charged.month });
}

/** The lesson's new status (and slot), with its history entry; a taken slot is the database's refusal. */
async function changeLesson(
  actor: Actor,
  input: Charge & {
    lesson: LockedLesson;
    to: LessonStatus;
    kind: "finished" | "rescheduled" | "cancelled" | "reset";
    startAt?: Date;
    endAt?: Date;
  },
): Promise<void> {
  const { lesson } = input;
  const moved = input.startAt !== undefined;
  try {
    await statusQueries.updateLessonStatus(actor, {
      lessonId: lesson.id,
      status: input.to,
      ...(moved ? { startAt: input.startAt, endAt: input.endAt } : {}),
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw teacherBusy();
    throw error;
  }
  await statusQueries.insertLessonEvent(actor, {
    lessonId: lesson.id,
    kind: input.kind,
    fromStatus: lesson.status,
    toStatus: input.to,
    oldStartAt: moved ? lesson.startAt : null,
    oldEndAt: moved ? lesson.endAt : null,
    newStartAt: moved ? (input.startAt ?? null) : null,
    newEndAt: moved ? (input.endAt ?? null) : null,
    actorId: actor.caller.userId,
    reason: input.reason ?? "",
    override: input.override ?? false,
    studentId: input.studentId ?? null,
    chargedMonth: input.chargedMonth ?? null,
  });
}
