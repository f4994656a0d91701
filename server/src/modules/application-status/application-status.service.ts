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
import { accessFilter, requireListAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { recordEvent } from "../../core/automation-events.js";
import { AppError } from "../../core/errors.js";
import { personFields } from "../../core/person-name.js";
import { schoolDayOf } from "../../core/school-day.js";
import { inTransaction, type Transacted } from "../../core/tenancy/scope.js";
import { applicationStatuses, applicationStatusHistory } from "../../db/schema/index.js";
import * as queries from "./application-status.queries.js";
import * as pipelineQueries from "./pipeline.queries.js";

const pairKey = (row: { userId: number; courseId: number }) => `${row.userId}:${row.courseId}`;

/** What a status and a pipeline card both show: the student, the program's title in `language`, the next moves. */
const namedStatus = (row: queries.NamedStatusRow, language: TranslateLang) => ({
  id: row.id,
  ...personFields(row),
  course_id: row.courseId,
  course_title: inLanguage(language, { ru: row.titleRu, kk: row.titleKk, en: row.titleEn }),
  status: row.status,
  next: [...nextApplicationStatuses(row.status)],
  updated_at: row.updatedAt.toISOString(),
});

function toStatus(
  row: queries.NamedStatusRow,
  history: queries.HistoryRow[],
  language: TranslateLang,
): ApplicationStatus {
  return {
    ...namedStatus(row, language),
    colour: APPLICATION_STATUS_COLOURS[row.status],
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
export async function listStatuses(actor: Actor, query: ApplicationStatusQuery) {
  const filter = { userId: query.user_id, courseId: query.course_id };
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
  const language = actor.language;
  return rows.map((row) => toStatus(row, byPair.get(pairKey(row)) ?? [], language));
}

/** A status set is an event the school's automation rules read (decision 0150), stored with it. */
const statusSet = (
  scope: Transacted<Actor>,
  { entry, body }: { entry: { id: number; changedAt: Date }; body: ApplicationStatusBody },
) =>
  recordEvent(scope, {
    trigger: "application_status_changed",
    key: `status:${entry.id}`,
    studentId: body.user_id,
    courseId: body.course_id,
    toStatus: body.status,
    occurredAt: entry.changedAt.toISOString(),
  });

/**
 * POST course/course/status/: one move of the transition table (contracts' APPLICATION_TRANSITIONS), recorded with
 * who made it; any other move answers 409 naming both statuses.
 */
export async function setStatus(actor: Actor, body: ApplicationStatusBody) {
  const key = { userId: body.user_id, courseId: body.course_id };
  const changedBy = actor.caller.userId;
  await inTransaction(actor, async (scope) => {
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
        const entry = await queries.insertHistory(scope, {
          ...key,
          fromStatus: null,
          toStatus: body.status,
          changedBy,
        });
        await statusSet(scope, { entry, body });
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
    const entry = await queries.insertHistory(scope, { ...key, fromStatus: from, toStatus: body.status, changedBy });
    await statusSet(scope, { entry, body });
  });
  const [saved] = await listStatuses(actor, { user_id: body.user_id, course_id: body.course_id });
  return saved!;
}

/** DELETE course/course/status/{id}/: the status goes, its history stays with the deletion as its last entry. */
export async function deleteStatus(actor: Actor, id: number): Promise<void> {
  await inTransaction(actor, async (scope) => {
    const current = await queries.lockStatusById(scope, id);
    if (!current) throw new AppError("not_found", "Status not found", { fields: { id: "Not found" } });
    await queries.deleteStatus(scope, current.id);
    await queries.insertHistory(scope, {
      userId: current.userId,
      courseId: current.courseId,
      fromStatus: current.status,
      toStatus: null,
      changedBy: actor.caller.userId,
    });
  });
}

// ---- analytics ----

/** The analytics' filters with the school's day their dates are read in. */
const analyticsOf = async (actor: Actor, query: StatusAnalyticsQuery): Promise<queries.Analytics> => ({
  query,
  day: await schoolDayOf(actor),
});

export const countStatuses = async (actor: Actor, query: StatusAnalyticsQuery) =>
  queries.countStatuses(actor, await analyticsOf(actor, query));

/** Every status, in the table's order, with its colour and count (zero included, so a chart keeps its bars). */
export async function statusTotals(actor: Actor, query: StatusAnalyticsQuery) {
  const rows = await queries.statusTotals(actor, await analyticsOf(actor, query));
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return APPLICATION_STATUSES.map((status) => ({
    status,
    colour: APPLICATION_STATUS_COLOURS[status],
    count: counts.get(status) ?? 0,
  }));
}

export const statusByMonth = async (actor: Actor, query: StatusAnalyticsQuery) =>
  queries.statusByMonth(actor, await analyticsOf(actor, query));

export async function statusUsers(actor: Actor, query: StatusAnalyticsQuery) {
  const rows = await queries.statusUsers(actor, await analyticsOf(actor, query));
  return rows.map((row) => ({
    id: row.id,
    ...personFields(row),
    course_id: row.courseId,
    course_title: inLanguage(actor.language, { ru: row.titleRu, kk: row.titleKk, en: row.titleEn }),
    status: row.status,
    colour: APPLICATION_STATUS_COLOURS[row.status],
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function statusSteps(actor: Actor, query: StatusAnalyticsQuery) {
  const rows = await queries.statusSteps(actor, await analyticsOf(actor, query));
  const reached = new Map(rows.map((row) => [row.status, row.reached]));
  return APPLICATION_STATUSES.map((status) => ({ status, reached: reached.get(status) ?? 0 }));
}

// ---- the pipeline board (decision 0032) ----

function toCard(row: pipelineQueries.CardRow, language: TranslateLang): PipelineCard {
  return {
    ...namedStatus(row, language),
    country: row.country,
    academic_year: row.academicYear,
    responsible: row.responsible,
    responsible_name: row.responsibleName,
  };
}

/**
 * GET course/status-program/board/: every column's count (one grouped query) and its first cards (one bounded keyset
 * query per column: five, whatever the school's size); with `status`, only that column, after `after`.
 */
export async function pipelineBoard(actor: Actor, query: PipelineQuery): Promise<PipelineBoard> {
  const filters = { country: query.country, academic_year: query.academic_year, responsible: query.responsible };
  const language = actor.language;
  const after = query.after ? { micros: query.after.split(".")[0]!, id: Number(query.after.split(".")[1]) } : undefined;
  const shown = query.status ? [query.status] : APPLICATION_STATUSES;
  const [counts, ...columns] = await Promise.all([
    pipelineQueries.countColumns(actor, { filters, status: query.status }),
    ...shown.map((status) => pipelineQueries.selectColumn(actor, { filters, status, after, limit: query.limit + 1 })),
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
