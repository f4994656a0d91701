import {
  APPLICATION_STATUS_COLOURS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusBody,
  type ApplicationStatusQuery,
  nextApplicationStatuses,
  type StatusAnalyticsQuery,
} from "@school/contracts";
import { type Actor, accessFilter, requireListAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { applicationStatuses, applicationStatusHistory } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import * as queries from "./application-status.queries.js";

type Target = { schoolId: number; caller: Caller };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

const pairKey = (row: { userId: number; courseId: number }) => `${row.userId}:${row.courseId}`;

function toStatus(row: queries.NamedStatusRow, history: queries.HistoryRow[]): ApplicationStatus {
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    course_id: row.courseId,
    status: row.status,
    colour: APPLICATION_STATUS_COLOURS[row.status],
    next: [...nextApplicationStatuses(row.status)],
    updated_at: row.updatedAt.toISOString(),
    history: history.map((entry) => ({
      id: entry.id,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      changed_by: entry.changedBy,
      changed_by_name: entry.changedByName ?? "",
      changed_at: entry.changedAt.toISOString(),
    })),
  };
}

/** GET course/course/status/: the statuses the caller may see, each with its whole history. */
export async function listStatuses(deps: Deps, target: Target & { query: ApplicationStatusQuery }) {
  const actor = actorOf(deps, target);
  const filter = { userId: target.query.user_id, courseId: target.query.course_id };
  await requireListAccess(actor, "applicationStatus.read", filter);
  const [rows, history] = await Promise.all([
    queries.selectStatuses(actor, {
      ...filter,
      visible: accessFilter(actor, "applicationStatus.read", {
        courseId: applicationStatuses.courseId,
        userId: applicationStatuses.userId,
      }),
    }),
    queries.selectHistory(actor, {
      ...filter,
      visible: accessFilter(actor, "applicationStatus.read", {
        courseId: applicationStatusHistory.courseId,
        userId: applicationStatusHistory.userId,
      }),
    }),
  ]);
  const byPair = new Map<string, queries.HistoryRow[]>();
  for (const entry of history) {
    const list = byPair.get(pairKey(entry)) ?? [];
    list.push(entry);
    byPair.set(pairKey(entry), list);
  }
  return rows.map((row) => toStatus(row, byPair.get(pairKey(row)) ?? []));
}

/**
 * POST course/course/status/: one move of the transition table (contracts' APPLICATION_TRANSITIONS), recorded with
 * who made it; any other move answers 409 naming both statuses.
 */
export async function setStatus(deps: Deps, target: Target & { body: ApplicationStatusBody }) {
  const { body } = target;
  const key = { userId: body.user_id, courseId: body.course_id };
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    if (!(await queries.findStudent(scope, body.user_id))) {
      throw new AppError("not_found", "Student not found", { fields: { user_id: "Not a student of this school" } });
    }
    if (!(await queries.findCourse(scope, body.course_id))) {
      throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
    }
    const current = await queries.lockStatus(scope, key);
    const from = current?.status ?? null;
    if (!nextApplicationStatuses(from).includes(body.status)) {
      throw new AppError("conflict", `A status cannot go from ${from ?? "none"} to ${body.status}`, {
        fields: { status: `Not allowed from ${from ?? "none"} to ${body.status}` },
      });
    }
    await queries.writeStatus(scope, { ...key, status: body.status, current });
    await queries.insertHistory(scope, {
      ...key,
      fromStatus: from,
      toStatus: body.status,
      changedBy: target.caller.userId,
    });
  });
  const [saved] = await listStatuses(deps, { ...target, query: { user_id: body.user_id, course_id: body.course_id } });
  return saved!;
}

/** DELETE course/course/status/{id}/: the status goes, its history stays with the deletion as its last entry. */
export async function deleteStatus(deps: Deps, target: Target & { id: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const current = await queries.lockStatusById(scope, target.id);
    if (!current) throw new AppError("not_found", "Status not found", { fields: { id: "Not found" } });
    await queries.deleteStatus(scope, current.id);
    await queries.insertHistory(scope, {
      userId: current.userId,
      courseId: current.courseId,
      fromStatus: current.status,
      toStatus: null,
      changedBy: target.caller.userId,
    });
  });
}

// ---- analytics ----

type AnalyticsTarget = { schoolId: number; query: StatusAnalyticsQuery };
const scopeOf = (deps: Deps, target: AnalyticsTarget) => ({ db: deps.db, schoolId: target.schoolId });

export const countStatuses = (deps: Deps, target: AnalyticsTarget) =>
  queries.countStatuses(scopeOf(deps, target), target.query);

/** Every status, in the table's order, with its colour and count (zero included, so a chart keeps its bars). */
export async function statusTotals(deps: Deps, target: AnalyticsTarget) {
  const rows = await queries.statusTotals(scopeOf(deps, target), target.query);
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return APPLICATION_STATUSES.map((status) => ({
    status,
    colour: APPLICATION_STATUS_COLOURS[status],
    count: counts.get(status) ?? 0,
  }));
}

export const statusByMonth = (deps: Deps, target: AnalyticsTarget) =>
  queries.statusByMonth(scopeOf(deps, target), target.query);

export async function statusUsers(deps: Deps, target: AnalyticsTarget) {
  const rows = await queries.statusUsers(scopeOf(deps, target), target.query);
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    course_id: row.courseId,
    course_title: row.titleRu || row.titleEn || row.titleKk,
    status: row.status,
    colour: APPLICATION_STATUS_COLOURS[row.status],
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function statusSteps(deps: Deps, target: AnalyticsTarget) {
  const rows = await queries.statusSteps(scopeOf(deps, target), target.query);
  const reached = new Map(rows.map((row) => [row.status, row.reached]));
  return APPLICATION_STATUSES.map((status) => ({ status, reached: reached.get(status) ?? 0 }));
}
