import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { requireRowAccess, requireStudentAccess } from "../access.js";
import * as queries from "./acts.queries.js";

/* Acts of work done (AVR): what a student signs for a paid stage. */

const toAct = (row: queries.ActRow) => ({
  id: row.id,
  user_id: row.userId,
  number: row.number,
  date: row.date,
  amount: row.amount,
  note: row.note,
});

export async function listActs(actor: Actor, userId: number) {
  await requireStudentAccess(actor, { permission: "payment.read", student: { userId } });
  return (await queries.actsOf(actor, userId)).map(toAct);
}

export async function createAct(
  actor: Actor,
  body: { user_id: number; number: string; date: string; amount: number; note: string },
) {
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId: body.user_id } });
  const { user_id: userId, ...act } = body;
  return toAct(await queries.insertAct(actor, { userId, ...act }));
}

export async function deleteAct(actor: Actor, id: number): Promise<undefined> {
  const act = await queries.findAct(actor, id);
  if (!act) throw new AppError("not_found", "Act not found", { fields: { id: "Not found" } });
  await requireRowAccess(actor, { permission: "studentRecord.manage", row: act });
  await queries.deleteAct(actor, act.id);
  return undefined;
}

export const countActs = (actor: Actor) => queries.actTotals(actor);
