import { DICTIONARIES, type DictionaryKind, type DictionaryResponse } from "@school/contracts";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../core/db-errors.js";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import * as queries from "./dictionary.queries.js";

type Target = { kind: DictionaryKind; schoolId: number };
/** A write body names the entry by the spec's own field (tag_name, degree_name, name, city) and maybe a tag. */
type EntryBody = Record<string, unknown>;

const scopeOf = (deps: Deps, target: Target) => ({ db: deps.db, kind: target.kind, schoolId: target.schoolId });

/** `{id, name, tag_id}` plus the spec's own name field, so clients written either way read the same answer. */
function toResponse(kind: DictionaryKind, row: queries.DictionaryRow): DictionaryResponse {
  return { id: row.id, name: row.name, tag_id: row.tagId, [DICTIONARIES[kind].nameField]: row.name };
}

function readBody(kind: DictionaryKind, body: EntryBody): { name?: string; tagId?: number | null } {
  const name = body[DICTIONARIES[kind].nameField];
  const tagId = body.tag_id;
  return {
    ...(typeof name === "string" ? { name } : {}),
    ...(typeof tagId === "number" || tagId === null ? { tagId } : {}),
  };
}

const entryNotFound = (kind: DictionaryKind) => new AppError("not_found", `No such ${DICTIONARIES[kind].nameField}`);

function duplicate(kind: DictionaryKind, name: string) {
  const field = DICTIONARIES[kind].nameField;
  return new AppError("conflict", `"${name}" already exists`, { fields: { [field]: "Already exists" } });
}

/** An entry filed under a tag must name a tag of the same school; another school's tag is simply not found. */
async function assertTagInSchool(deps: Deps, target: { schoolId: number; tagId?: number | null }) {
  if (target.tagId == null) return;
  if (await queries.tagInSchool({ db: deps.db, schoolId: target.schoolId }, target.tagId)) return;
  throw new AppError("not_found", "No such tag", { fields: { tag_id: "Not found" } });
}

export async function listEntries(deps: Deps, target: Target & { tagId?: number }) {
  const rows = await queries.listEntries(scopeOf(deps, target), { tagId: target.tagId });
  return rows.map((row) => toResponse(target.kind, row));
}

export async function createEntry(deps: Deps, target: Target & { body: EntryBody }) {
  const values = readBody(target.kind, target.body);
  const name = values.name ?? "";
  await assertTagInSchool(deps, { schoolId: target.schoolId, tagId: values.tagId });
  const scope = scopeOf(deps, target);
  if (await queries.nameTaken(scope, { name })) throw duplicate(target.kind, name);
  try {
    const id = await queries.insertEntry(scope, { name, tagId: values.tagId ?? null });
    return toResponse(target.kind, { id, name, tagId: values.tagId ?? null });
  } catch (error) {
    // Two requests creating the same name at once: the unique index decides, and the loser hears 409 too.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(target.kind, name);
    throw error;
  }
}

export async function updateEntry(deps: Deps, target: Target & { id: number; body: EntryBody }) {
  const values = readBody(target.kind, target.body);
  const scope = scopeOf(deps, target);
  if (!(await queries.findEntry(scope, target.id))) throw entryNotFound(target.kind);
  await assertTagInSchool(deps, { schoolId: target.schoolId, tagId: values.tagId });
  if (values.name !== undefined && (await queries.nameTaken(scope, { name: values.name, exceptId: target.id }))) {
    throw duplicate(target.kind, values.name);
  }
  try {
    await queries.updateEntry(scope, { id: target.id, values });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(target.kind, values.name ?? "");
    throw error;
  }
  const row = await queries.findEntry(scope, target.id);
  if (!row) throw entryNotFound(target.kind);
  return toResponse(target.kind, row);
}

/**
 * An entry that programs still name is refused rather than detached: detaching would silently change how those
 * programs are filtered in the catalogue (decision 0009).
 */
export async function deleteEntry(deps: Deps, target: Target & { id: number }): Promise<void> {
  const scope = scopeOf(deps, target);
  if (!(await queries.findEntry(scope, target.id))) throw entryNotFound(target.kind);
  const used = await queries.countCoursesUsing(scope, target.id);
  if (used > 0) throw inUse(used);
  try {
    await queries.deleteEntry(scope, target.id);
  } catch (error) {
    // A program created between the count and the delete: the foreign key refuses, with the same answer.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUse(await queries.countCoursesUsing(scope, target.id));
    throw error;
  }
}

const inUse = (programs: number) =>
  new AppError(
    "conflict",
    `This entry is used by ${programs} ${programs === 1 ? "program" : "programs"}; change or delete ${programs === 1 ? "it" : "them"} first`,
  );
