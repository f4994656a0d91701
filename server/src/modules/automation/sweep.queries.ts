import { type AutomationTrigger, inLanguage, type UiLanguage } from "@school/contracts";
import { and, eq, gt, gte, inArray, isNull, lt, lte, notExists, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { inSchool, joinedInSchool, keyedInSchool, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import {
  automationRules,
  automationRuns,
  conversationMessages,
  conversationThreads,
  exerciseAttemptHistory,
  exerciseLists,
  lessons,
  paymentTranches,
  schools,
  studentRecords,
  users,
} from "../../db/schema/index.js";
import { appliesTo } from "../application-status/index.js";
import { checklistRows, schoolStudents } from "../student-checklist/index.js";

/**
 * What the swept triggers find on a school's day (decision 0152), and the leads a lead rule's preview shows. Each
 * match carries its event's key, which names the state found with the date that makes it (an expiry date, a due
 * date, the unanswered message), so a state runs a rule once, and a new date (a new passport, a moved tranche, a
 * message the student again leaves unanswered) is a new event.
 */
export type SweptMatch = {
  studentId: number;
  key: string;
  date: string;
  item: string | null;
  /** The program the state is about, where it has one (a test's). */
  courseId?: number;
};

/** The schools with an enabled rule of these triggers, and their zones: the dispatch crosses schools (owner's handle). */
export async function schoolsWithRules(ownerDb: Db, triggers: readonly AutomationTrigger[]) {
  return ownerDb
    .selectDistinct({ id: schools.id, timeZone: schools.timeZone })
    .from(automationRules)
    .innerJoin(schools, eq(schools.id, automationRules.schoolId))
    .where(and(eq(automationRules.enabled, true), inArray(automationRules.trigger, [...triggers])));
}

/** The student of `column` applies to one of the programs (none named: any student). */
const applyingTo = (scope: Scope, input: { column: PgColumn; programIds: number[] }): SQL | undefined =>
  input.programIds.length === 0 ? undefined : appliesTo(scope, { student: input.column, programIds: input.programIds });

/** Unpaid tranches due on `dueBy` or before (`payment_tranches_open_due_idx`). */
export async function overdueTranches(scope: Scope, input: { dueBy: string; programIds: number[] }) {
  const rows = await scope.db
    .select({ studentId: paymentTranches.userId, id: paymentTranches.id, dueDate: paymentTranches.dueDate })
    .from(paymentTranches)
    .where(
      and(
        inSchool(scope, paymentTranches),
        isNull(paymentTranches.paidOn),
        lte(paymentTranches.dueDate, input.dueBy),
        applyingTo(scope, { column: paymentTranches.userId, programIds: input.programIds }),
      ),
    );
  return rows.map(
    (row): SweptMatch => ({
      studentId: row.studentId,
      key: `tranche:${row.id}:${row.dueDate}`,
      date: row.dueDate,
      item: null,
    }),
  );
}

/** Threads whose last message is the school's, sent on `sentBy` or before: the student has not answered since. */
export async function unansweredThreads(scope: Scope, input: { sentBy: Date; programIds: number[] }) {
  const rows = await scope.db
    .select({
      studentId: conversationThreads.studentId,
      messageId: conversationMessages.id,
      sentAt: conversationMessages.createdAt,
    })
    .from(conversationThreads)
    .innerJoin(
      conversationMessages,
      joinedInSchool(conversationMessages, { from: conversationThreads, by: conversationThreads.lastMessageId }),
    )
    .where(
      and(
        inSchool(scope, conversationThreads),
        eq(conversationMessages.direction, "out"),
        lte(conversationMessages.createdAt, input.sentBy),
        applyingTo(scope, { column: conversationThreads.studentId, programIds: input.programIds }),
      ),
    );
  return rows.map(
    (row): SweptMatch => ({
      studentId: row.studentId,
      key: `silent:${row.studentId}:${row.messageId}`,
      date: row.sentAt.toISOString(),
      item: null,
    }),
  );
}

/**
 * Tests passed for the first time since `since`: a list with a pass mark whose first passing attempt was handed in
 * then (`exercise_attempt_history_passed_idx`); a student who passed it before and passes again is no new event.
 */
export async function firstPasses(
  scope: Scope,
  input: { since: Date; programIds: number[]; language: UiLanguage },
): Promise<SweptMatch[]> {
  const earlier = alias(exerciseAttemptHistory, "earlier");
  const rows = await scope.db
    .select({
      studentId: exerciseAttemptHistory.userId,
      listId: exerciseAttemptHistory.exListId,
      courseId: lessons.courseId,
      passedAt: sql<Date>`min(${exerciseAttemptHistory.finishedAt})`.mapWith((value) => new Date(value)),
      titles: { ru: exerciseLists.titleRu, kk: exerciseLists.titleKk, en: exerciseLists.titleEn },
    })
    .from(exerciseAttemptHistory)
    .innerJoin(
      exerciseLists,
      joinedInSchool(exerciseLists, { from: exerciseAttemptHistory, by: exerciseAttemptHistory.exListId }),
    )
    .innerJoin(lessons, joinedInSchool(lessons, { from: exerciseLists, by: exerciseLists.lessonId }))
    .where(
      and(
        inSchool(scope, exerciseAttemptHistory),
        eq(exerciseAttemptHistory.passed, true),
        gte(exerciseAttemptHistory.finishedAt, input.since),
        gt(exerciseLists.minPercent, 0),
        input.programIds.length > 0 ? inArray(lessons.courseId, input.programIds) : undefined,
        notExists(
          scope.db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.exListId, exerciseAttemptHistory.exListId),
                eq(earlier.userId, exerciseAttemptHistory.userId),
                eq(earlier.passed, true),
                lt(earlier.finishedAt, input.since),
              ),
            ),
        ),
      ),
    )
    .groupBy(
      exerciseAttemptHistory.userId,
      exerciseAttemptHistory.exListId,
      lessons.courseId,
      exerciseLists.titleRu,
      exerciseLists.titleKk,
      exerciseLists.titleEn,
    );
  return rows.map(
    (row): SweptMatch => ({
      studentId: row.studentId,
      key: `exam:${row.listId}:${row.studentId}`,
      date: row.passedAt.toISOString(),
      item: inLanguage(input.language, row.titles),
      courseId: row.courseId,
    }),
  );
}

/** The students' dated checklist items (passport, visa, uploaded documents) expiring from `from` to `to`. */
export async function expiringItems(
  scope: Scope,
  input: { from: string; to: string; programIds: number[]; language: UiLanguage },
) {
  const students =
    input.programIds.length === 0
      ? schoolStudents(scope)
      : sql`${schoolStudents(scope)} and ${applyingTo(scope, { column: users.id, programIds: input.programIds })}`;
  const rows = await checklistRows(scope, { students, datedOnly: true, language: input.language });
  return rows
    .filter((row) => row.expires_on !== null && row.expires_on >= input.from && row.expires_on <= input.to)
    .map(
      (row): SweptMatch => ({
        studentId: row.user_id,
        key: `expiry:${row.user_id}:${row.key}:${row.expires_on}`,
        date: row.expires_on!,
        item: row.name,
      }),
    );
}

/** Leads (a consultation request's record) registered since `since`, newest first: a lead rule's preview. */
export async function recentLeads(scope: Scope, input: { since: Date }) {
  const rows = await scope.db
    .select({ studentId: users.id, createdAt: users.createdAt })
    .from(users)
    .innerJoin(studentRecords, eq(studentRecords.userId, users.id))
    .where(
      and(
        inSchool(scope, users),
        inSchool(scope, studentRecords),
        eq(studentRecords.type, "consultation"),
        gte(users.createdAt, input.since),
      ),
    )
    .orderBy(sql`${users.createdAt} desc`);
  return rows.map(
    (row): SweptMatch => ({
      studentId: row.studentId,
      key: `lead:${row.studentId}`,
      date: row.createdAt.toISOString(),
      item: null,
    }),
  );
}

/** Of these events' keys, those the rule has run on (`automation_runs_event_key`). */
export async function keysRun(scope: Scope, input: { ruleId: number; keys: string[] }) {
  if (input.keys.length === 0) return new Set<string>();
  const rows = await scope.db
    .select({ key: automationRuns.eventKey })
    .from(automationRuns)
    .where(keyedInSchool(scope, { table: automationRuns, key: { ruleId: input.ruleId, eventKey: input.keys } }));
  return new Set(rows.map((row) => row.key));
}
