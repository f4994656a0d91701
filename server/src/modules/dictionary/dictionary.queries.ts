import type { DictionaryKind } from "@school/contracts";
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { catalogTags, courses, DICTIONARY_TABLES } from "../../db/schema/index.js";

/** Every query here is built with the caller's school; an entry of another school is simply not found. */
type Scope = { db: Db; kind: DictionaryKind; schoolId: number };
export type DictionaryRow = { id: number; name: string; tagId: number | null };

/** The program column that names an entry of each dictionary, to count the programs using it. */
const COURSE_COLUMNS = {
  tag: courses.tagId,
  degree: courses.degreeId,
  format: courses.formatId,
  univer: courses.universityId,
  spec: courses.specialityId,
  city: courses.cityId,
  univerTag: courses.univerTagId,
} satisfies Record<DictionaryKind, unknown>;

/** Tags have no tag of their own; every other dictionary shares one table shape with a `tag_id` column. */
function tableOf(kind: DictionaryKind) {
  if (kind === "tag") return { table: catalogTags, tagId: sql<number | null>`null` };
  const table = DICTIONARY_TABLES[kind];
  return { table, tagId: table.tagId };
}

function selectEntries({ db, kind, schoolId }: Scope, where: SQL | undefined) {
  const { table, tagId } = tableOf(kind);
  return db
    .select({ id: table.id, name: table.name, tagId })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), where))
    .orderBy(asc(table.name), asc(table.id));
}

export async function listEntries(scope: Scope, filter: { tagId?: number }): Promise<DictionaryRow[]> {
  if (filter.tagId === undefined || scope.kind === "tag") return selectEntries(scope, undefined);
  return selectEntries(scope, eq(DICTIONARY_TABLES[scope.kind].tagId, filter.tagId));
}

export async function findEntry(scope: Scope, id: number): Promise<DictionaryRow | null> {
  const [row] = await selectEntries(scope, eq(tableOf(scope.kind).table.id, id)).limit(1);
  return row ?? null;
}

/** Whether another entry of the school already has the name (`exceptId`: the entry being renamed). */
export async function nameTaken(scope: Scope, candidate: { name: string; exceptId?: number }): Promise<boolean> {
  const { name, exceptId } = candidate;
  const { table } = tableOf(scope.kind);
  const rows = await selectEntries(
    scope,
    and(eq(table.name, name), exceptId === undefined ? undefined : ne(table.id, exceptId)),
  ).limit(1);
  return rows.length > 0;
}

/** Whether the tag an entry is filed under belongs to the same school. */
export async function tagInSchool({ db, schoolId }: Pick<Scope, "db" | "schoolId">, tagId: number): Promise<boolean> {
  const rows = await db
    .select({ id: catalogTags.id })
    .from(catalogTags)
    .where(and(eq(catalogTags.id, tagId), eq(catalogTags.schoolId, schoolId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertEntry(scope: Scope, values: { name: string; tagId: number | null }): Promise<number> {
  const { db, kind, schoolId } = scope;
  if (kind === "tag") {
    const [row] = await db
      .insert(catalogTags)
      .values({ schoolId, name: values.name })
      .returning({ id: catalogTags.id });
    return row!.id;
  }
  const table = DICTIONARY_TABLES[kind];
  const [row] = await db
    .insert(table)
    .values({ schoolId, name: values.name, tagId: values.tagId })
    .returning({ id: table.id });
  return row!.id;
}

export async function updateEntry(
  scope: Scope,
  change: { id: number; values: { name?: string; tagId?: number | null } },
) {
  const { db, kind, schoolId } = scope;
  const { id, values } = change;
  if (kind === "tag") {
    if (values.name === undefined) return;
    await db
      .update(catalogTags)
      .set({ name: values.name })
      .where(and(eq(catalogTags.id, id), eq(catalogTags.schoolId, schoolId)));
    return;
  }
  const table = DICTIONARY_TABLES[kind];
  const changes = {
    ...(values.name === undefined ? {} : { name: values.name }),
    ...(values.tagId === undefined ? {} : { tagId: values.tagId }),
  };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(table)
    .set(changes)
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId)));
}

export async function deleteEntry(scope: Scope, id: number): Promise<void> {
  const { table } = tableOf(scope.kind);
  await scope.db.delete(table).where(and(eq(table.id, id), eq(table.schoolId, scope.schoolId)));
}

export async function countCoursesUsing(scope: Scope, id: number): Promise<number> {
  const column = COURSE_COLUMNS[scope.kind];
  const [row] = await scope.db
    .select({ total: count() })
    .from(courses)
    .where(and(eq(column, id), eq(courses.schoolId, scope.schoolId)));
  return row?.total ?? 0;
}
