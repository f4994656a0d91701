import { APOSTILLE_FIELDS, documentCheckState, FINANCE_FIELDS } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { requireStudentAccess } from "../access.js";
import * as queries from "./checks.queries.js";

/** The finance and apostille documents: rows keyed by the contract's field name, which starts with the list's name. */
const CHECK_LISTS = {
  finance: { fields: FINANCE_FIELDS, prefix: "finance_" },
  apostille: { fields: APOSTILLE_FIELDS, prefix: "apostille_" },
} as const;
export type CheckList = keyof typeof CHECK_LISTS;
type FieldOf<List extends CheckList> = (typeof CHECK_LISTS)[List]["fields"][number];

async function checksOf<List extends CheckList>(scope: Scope, { userId, list }: { userId: number; list: List }) {
  const { prefix } = CHECK_LISTS[list];
  const fields: readonly FieldOf<List>[] = CHECK_LISTS[list].fields;
  const checked = await queries.checkedDocuments(scope, { userId, prefix });
  const flags = Object.fromEntries(fields.map((field) => [field, checked.has(field)])) as Record<
    FieldOf<List>,
    boolean
  >;
  const done = fields.filter((field) => checked.has(field)).length;
  return { user_id: userId, ...flags, state: documentCheckState(done, fields.length) };
}

export async function documentChecks<List extends CheckList>(actor: Actor, input: { userId: number; list: List }) {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: input });
  return checksOf(actor, input);
}

/** Checks the documents set true and unchecks those set false, in one transaction. */
export async function setDocumentChecks<List extends CheckList>(
  actor: Actor,
  { list, body }: { list: List; body: { user_id: number } & Partial<Record<FieldOf<List>, boolean>> },
) {
  const userId = body.user_id;
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId } });
  await inTransaction(actor, async (tx) => {
    const documents = (value: boolean) =>
      CHECK_LISTS[list].fields.filter((field) => body[field as FieldOf<List>] === value);
    await queries.checkDocuments(tx, { userId, documents: documents(true), checkedBy: actor.caller.userId });
    await queries.uncheckDocuments(tx, { userId, documents: documents(false) });
  });
  return checksOf(actor, { userId, list });
}

/* ---------- DDV and codice ---------- */

async function ddvOf(scope: Scope, userId: number) {
  const flags = await queries.ddvFlags(scope, userId);
  return { user_id: userId, ddv_sent: false, ddv_done: false, codice_sent: false, ...flags };
}

export async function ddvState(actor: Actor, userId: number) {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: { userId } });
  return ddvOf(actor, userId);
}

export async function setDdv(actor: Actor, body: { user_id: number } & queries.DdvFlags) {
  const { user_id: userId, ...flags } = body;
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId } });
  await queries.writeDdvFlags(actor, { userId, flags });
  return ddvOf(actor, userId);
}
