import type { ApplicationStatusKey, AutomationFailure, AutomationTrigger, SignedInRole } from "@school/contracts";
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../core/person-name.js";
import { inSchool, insertInSchool, joinedInSchool, keyedInSchool, type Scope } from "../../core/tenancy/scope.js";
import {
  applicationStatuses,
  automationRules,
  automationRuns,
  courses,
  type StoredAutomationActions,
  studentRecords,
  users,
} from "../../db/schema/index.js";

const students = alias(users, "students");
const managers = alias(users, "managers");
const courseTitles = { title_ru: courses.titleRu, title_kk: courses.titleKk, title_en: courses.titleEn };

export type RuleValues = {
  name: string;
  enabled: boolean;
  trigger: AutomationTrigger;
  toStatus: ApplicationStatusKey | null;
  days: number | null;
  programIds: number[];
  actions: StoredAutomationActions;
};

const ruleColumns = {
  id: automationRules.id,
  name: automationRules.name,
  enabled: automationRules.enabled,
  trigger: automationRules.trigger,
  toStatus: automationRules.toStatus,
  days: automationRules.days,
  programIds: automationRules.programIds,
  actions: automationRules.actions,
  updatedAt: automationRules.updatedAt,
};

/** The school's rules, oldest first, with their runs since `since` (done and failed), in one statement. */
export async function rulesWithRuns(scope: Scope, since: Date) {
  const runs = scope.db
    .select({
      ruleId: automationRuns.ruleId,
      done: sql<number>`count(*) filter (where ${automationRuns.outcome} = 'done')::int`.as("done"),
      failed: sql<number>`count(*) filter (where ${automationRuns.outcome} = 'failed')::int`.as("failed"),
    })
    .from(automationRuns)
    .where(and(inSchool(scope, automationRuns), gte(automationRuns.createdAt, since)))
    .groupBy(automationRuns.ruleId)
    .as("runs");
  return scope.db
    .select({
      ...ruleColumns,
      done: sql<number>`coalesce(${runs.done}, 0)`,
      failed: sql<number>`coalesce(${runs.failed}, 0)`,
    })
    .from(automationRules)
    .leftJoin(runs, eq(runs.ruleId, automationRules.id))
    .where(inSchool(scope, automationRules))
    .orderBy(automationRules.id);
}
export type RuleRow = Awaited<ReturnType<typeof rulesWithRuns>>[number];

export async function countRules(scope: Scope) {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(automationRules)
    .where(inSchool(scope, automationRules));
  return row?.count ?? 0;
}

export async function insertRule(scope: Scope, values: RuleValues) {
  return insertInSchool(scope, { table: automationRules, values });
}

export async function updateRule(scope: Scope, input: { id: number; values: Partial<RuleValues> }) {
  const [row] = await scope.db
    .update(automationRules)
    .set({ ...input.values, updatedAt: sql`now()` })
    .where(and(inSchool(scope, automationRules), eq(automationRules.id, input.id)))
    .returning({ id: automationRules.id });
  return row !== undefined;
}

export async function deleteRule(scope: Scope, id: number) {
  await scope.db.delete(automationRules).where(and(inSchool(scope, automationRules), eq(automationRules.id, id)));
}

/** The enabled rules an event of this trigger is read against (`automation_rules_trigger_idx`). */
export async function enabledRules(scope: Scope, trigger: AutomationTrigger) {
  return scope.db
    .select(ruleColumns)
    .from(automationRules)
    .where(keyedInSchool(scope, { table: automationRules, key: { trigger, enabled: true } }))
    .orderBy(automationRules.id);
}
export type EnabledRule = Awaited<ReturnType<typeof enabledRules>>[number];

/**
 * The rule's run on the event, claimed: written first, in the transaction that does the rule's actions, so a second
 * delivery of the event waits for the first and then finds it (null: already run, nothing to do).
 */
export async function claimRun(
  scope: Scope,
  run: { ruleId: number; eventKey: string; studentId: number; courseId: number | null },
) {
  const [row] = await scope.db
    .insert(automationRuns)
    .values({ ...run, schoolId: scope.schoolId, outcome: "done" })
    .onConflictDoNothing()
    .returning({ id: automationRuns.id });
  return row?.id ?? null;
}

export async function finishRun(
  scope: Scope,
  input: {
    id: number;
    taskId: number | null;
    notified: number;
    mailingId: number | null;
    failure: AutomationFailure | null;
  },
) {
  await scope.db
    .update(automationRuns)
    .set({
      taskId: input.taskId,
      notified: input.notified,
      mailingId: input.mailingId,
      failure: input.failure,
      outcome: input.failure === null ? "done" : "failed",
    })
    .where(and(inSchool(scope, automationRuns), eq(automationRuns.id, input.id)));
}

/** The student's responsible manager (their record's), and their name for a notice. */
export async function studentAndManager(scope: Scope, studentId: number) {
  const [row] = await scope.db
    .select({ studentName: fullNameOf(students), responsible: studentRecords.responsible })
    .from(students)
    .leftJoin(studentRecords, eq(studentRecords.userId, students.id))
    .where(and(inSchool(scope, students), eq(students.id, studentId)));
  return row;
}

/** The students' names and their responsible managers' names, by id: a preview's lines. */
export async function peopleOf(scope: Scope, studentIds: number[]) {
  if (studentIds.length === 0) return new Map<number, { name: string; responsible: string | null }>();
  const rows = await scope.db
    .select({
      id: students.id,
      name: fullNameOf(students),
      responsible: sql<string | null>`nullif(${fullNameOf(managers)}, '')`,
    })
    .from(students)
    .leftJoin(studentRecords, eq(studentRecords.userId, students.id))
    .leftJoin(managers, joinedInSchool(managers, { from: students, by: studentRecords.responsible }))
    .where(and(inSchool(scope, students), inArray(students.id, studentIds)));
  return new Map(rows.map((row) => [row.id, { name: row.name, responsible: row.responsible }]));
}

export async function courseTitlesOf(scope: Scope, courseId: number) {
  const [row] = await scope.db
    .select(courseTitles)
    .from(courses)
    .where(and(inSchool(scope, courses), eq(courses.id, courseId)));
  return row;
}

/** The school's users of these roles: whom "every school admin and manager" names. */
export async function staffIds(scope: Scope, roles: readonly SignedInRole[]) {
  const rows = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.role, [...roles])));
  return rows.map((row) => row.id);
}

/** The applications standing in a status now (of these programs, when named): the preview's matches. */
function standing(scope: Scope, input: { status: ApplicationStatusKey; programIds: number[] }): SQL | undefined {
  return and(
    inSchool(scope, applicationStatuses),
    eq(applicationStatuses.status, input.status),
    input.programIds.length > 0 ? inArray(applicationStatuses.courseId, input.programIds) : undefined,
  );
}

export async function previewMatches(
  scope: Scope,
  input: { status: ApplicationStatusKey; programIds: number[]; limit: number },
) {
  const [total] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(applicationStatuses)
    .where(standing(scope, input));
  const rows = await scope.db
    .select({
      studentId: applicationStatuses.userId,
      studentName: fullNameOf(students),
      titles: courseTitles,
      managerName: sql<string | null>`nullif(${fullNameOf(managers)}, '')`,
    })
    .from(applicationStatuses)
    .innerJoin(students, joinedInSchool(students, { from: applicationStatuses, by: applicationStatuses.userId }))
    .innerJoin(courses, joinedInSchool(courses, { from: applicationStatuses, by: applicationStatuses.courseId }))
    .leftJoin(studentRecords, eq(studentRecords.userId, students.id))
    .leftJoin(managers, joinedInSchool(managers, { from: students, by: studentRecords.responsible }))
    .where(standing(scope, input))
    .orderBy(desc(applicationStatuses.id))
    .limit(input.limit);
  return { count: total?.count ?? 0, rows };
}

/** A page of the log, newest first (`automation_runs_log_idx`, or one rule's). */
export async function runsPage(scope: Scope, input: { ruleId?: number; before?: number; limit: number }) {
  return scope.db
    .select({
      id: automationRuns.id,
      ruleId: automationRuns.ruleId,
      ruleName: automationRules.name,
      studentId: automationRuns.studentId,
      studentName: fullNameOf(students),
      titles: courseTitles,
      outcome: automationRuns.outcome,
      taskId: automationRuns.taskId,
      notified: automationRuns.notified,
      mailingId: automationRuns.mailingId,
      failure: automationRuns.failure,
      createdAt: automationRuns.createdAt,
    })
    .from(automationRuns)
    .innerJoin(automationRules, joinedInSchool(automationRules, { from: automationRuns, by: automationRuns.ruleId }))
    .leftJoin(students, joinedInSchool(students, { from: automationRuns, by: automationRuns.studentId }))
    .leftJoin(courses, joinedInSchool(courses, { from: automationRuns, by: automationRuns.courseId }))
    .where(
      and(
        inSchool(scope, automationRuns),
        input.ruleId === undefined ? undefined : eq(automationRuns.ruleId, input.ruleId),
        input.before === undefined ? undefined : lt(automationRuns.id, input.before),
      ),
    )
    .orderBy(desc(automationRuns.id))
    .limit(input.limit);
}
