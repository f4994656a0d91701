import {
  APPLICATION_STATUS_COLOURS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusBody,
  type ApplicationStatusQuery,
  inLanguage,
  nextApplicationStatuses,
  type PipelineBoard,
  type PipelineCard,
  type PipelineQuery,
  type StatusAnalyticsQuery,
  type TranslateLang,
} from "@school/contracts";
import { type Actor, accessFilter, requireListAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import { applicationStatuses, applicationStatusHistory } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import * as queries from "./application-status.queries.js";
import * as pipelineQueries from "./pipeline.queries.js";

type Target = { schoolId: number; caller: Caller };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

const pairKey = (row: { userId: number; courseId: number }) => `${row.userId}:${row.courseId}`;

function toStatus(
  row: queries.NamedStatusRow,
  history: queries.HistoryRow[],
  language: TranslateLang,
): ApplicationStatus {
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    course_id: row.courseId,
    course_title: inLanguage(language, { ru: row.titleRu, kk: row.titleKk, en: row.titleEn }),
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
  const language = target.query.translate_lang ?? "ru";
  return rows.map((row) => toStatus(row, byPair.get(pairKey(row)) ?? [], language));
}

/**
 * POST course/course/status/: one move of the transition table (contracts' APPLICATION_TRANSITIONS), recorded with
 * who made it; any other move answers 409 naming both statuses.
 */
export async function setStatus(deps: Deps, target: Target & { body: ApplicationStatusBody }) {
  const { body } = target;
  const key = { userId: body.user_id, courseId: body.course_id };
  const changedBy = target.caller.userId;
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    if (!(await queries.findStudent(scope, body.user_id))) {
      throw new AppError("not_found", "Student not found", { fields: { user_id: "Not a student of this school" } });
    }
    if (!(await queries.findCourse(scope, body.course_id))) {
      throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
    }
    let current = await queries.lockStatus(scope, key);
    if (!current && nextApplicationStatuses(null).includes(body.status)) {
      // Two first statuses at once: one insert wins, the other waits for it and then moves from what it set.
      if (await queries.insertStatusIfAbsent(scope, { ...key, status: body.status })) {
        await queries.insertHistory(scope, { ...key, fromStatus: null, toStatus: body.status, changedBy });
        return;
      }
      current = await queries.lockStatus(scope, key);
    }
    const from = current?.status ?? null;
    if (!nextApplicationStatuses(from).includes(body.status)) {
      throw new AppError("conflict", `A status cannot go from ${from ?? "none"} to ${body.status}`, {
        fields: { status: `Not allowed from ${from ?? "none"} to ${body.status}` },
      });
    }
    await queries.writeStatus(scope, { ...key, status: body.status, current });
    await queries.insertHistory(scope, { ...key, fromStatus: from, toStatus: body.status, changedBy });
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
const scopeOf = async (deps: Deps, target: AnalyticsTarget): Promise<queries.AnalyticsScope> => ({
  db: deps.db,
  schoolId: target.schoolId,
  day: await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps }),
});

export const countStatuses = async (deps: Deps, target: AnalyticsTarget) =>
  queries.countStatuses(await scopeOf(deps, target), target.query);

/** Every status, in the table's order, with its colour and count (zero included, so a chart keeps its bars). */
export async function statusTotals(deps: Deps, target: AnalyticsTarget) {
  const rows = await queries.statusTotals(await scopeOf(deps, target), target.query);
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return APPLICATION_STATUSES.map((status) => ({
    status,
    colour: APPLICATION_STATUS_COLOURS[status],
    count: counts.get(status) ?? 0,
  }));
}

export const statusByMonth = async (deps: Deps, target: AnalyticsTarget) =>
  queries.statusByMonth(await scopeOf(deps, target), target.query);

export async function statusUsers(deps: Deps, target: AnalyticsTarget) {
  const rows = await queries.statusUsers(await scopeOf(deps, target), target.query);
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
  const rows = await queries.statusSteps(await scopeOf(deps, target), target.query);
  const reached = new Map(rows.map((row) => [row.status, row.reached]));
  return APPLICATION_STATUSES.map((status) => ({ status, reached: reached.get(status) ?? 0 }));
}

// ---- the pipeline board (decision 0032) ----

function toCard(row: pipelineQueries.CardRow, language: TranslateLang): PipelineCard {
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    course_id: row.courseId,
    course_title: inLanguage(language, { ru: row.titleRu, kk: row.titleKk, en: row.titleEn }),
    country: row.country,
    academic_year: row.academicYear,
    responsible: row.responsible,
    responsible_name: row.responsibleName,
    status: row.status,
    next: [...nextApplicationStatuses(row.status)],
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * GET course/status-program/board/: every column's count (one grouped query) and its first cards (one bounded keyset
 * query per column: five, whatever the school's size); with `status`, only that column, after `after`.
 */
export async function pipelineBoard(
  deps: Deps,
  target: { schoolId: number; query: PipelineQuery },
): Promise<PipelineBoard> {
  const { query } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const filters = { country: query.country, academic_year: query.academic_year, responsible: query.responsible };
  const language = query.translate_lang ?? "ru";
  const after = query.after ? { micros: query.after.split(".")[0]!, id: Number(query.after.split(".")[1]) } : undefined;
  const shown = query.status ? [query.status] : APPLICATION_STATUSES;
  const [counts, ...columns] = await Promise.all([
    pipelineQueries.countColumns(scope, filters, query.status),
    ...shown.map((status) => pipelineQueries.selectColumn(scope, { filters, status, after, limit: query.limit + 1 })),
  ]);
  const countOf = new Map(counts.map((row) => [row.status, row.count]));
  return {
    columns: shown.map((status, index) => {
      const rows = columns[index]!;
      const cards = rows.slice(0, query.limit);
      const last = cards.at(-1);
      return {
        status,
        colour: APPLICATION_STATUS_COLOURS[status],
        count: countOf.get(status) ?? 0,
        cards: cards.map((row) => toCard(row, language)),
        next_cursor: rows.length > query.limit && last ? `${last.changedMicros}.${last.id}` : null,
      };
    }),
  };
}
