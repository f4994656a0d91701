import { randomBytes } from "node:crypto";
import type { ManagerCreateBody, ManagerUpdateBody, StudentCard, StudentRecordBody } from "@school/contracts";
import { hasAccess, requireAccess, requireRoleBelowCaller } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { newChatCode } from "../../../core/auth/chat-code.js";
import { hashPassword } from "../../../core/auth/passwords.js";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../../core/db-errors.js";
import { AppError, forbidden } from "../../../core/errors.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { inviteUsers } from "../../auth/index.js";
import { getProfile } from "../../profile/index.js";
import { loadRecord, writeRecord } from "../../student-record/index.js";
import * as queries from "./manage.queries.js";

/** A duplicate e-mail or phone answers 409 naming the field, whichever check catches it first. */
async function refuseTaken(
  actor: Actor,
  { fields, exceptId }: { fields: { email?: string; phone?: string | null }; exceptId?: number },
) {
  for (const field of ["email", "phone"] as const) {
    const value = fields[field];
    if (value && (await queries.isTaken(actor, { field, value, exceptId }))) throw duplicate(field);
  }
}
const duplicate = (field: "email" | "phone") =>
  new AppError("conflict", `The ${field === "email" ? "e-mail" : "phone number"} already exists!`, {
    fields: { [field]: "Already registered" },
  });
const asDuplicate = (error: unknown): never => {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
    const detail = String((error as { detail?: unknown; cause?: { detail?: unknown } }).cause?.detail ?? error);
    throw duplicate(detail.includes("phone") ? "phone" : "email");
  }
  throw error;
};

/** The record's fields of a create or update body (everything but the account's own fields). */
function recordPart<Body extends object>(body: Body) {
  const { first_name, last_name, email, phone, role, password, language, ...record } = body as Body &
    Record<string, unknown>;
  return record as StudentRecordBody;
}

const notStudent = (fields: StudentRecordBody) =>
  new AppError("validation_failed", "Only a student has a student record", {
    fields: Object.fromEntries(Object.keys(fields).map((field) => [field, "Only for students"])),
  });

/** A user with their student record (null unless a student). */
async function studentCardOf(actor: Actor, userId: number): Promise<StudentCard> {
  const profile = await getProfile(actor, userId);
  const record = profile.role === "student" ? await loadRecord(actor, userId) : null;
  return { ...profile, record };
}

/**
 * `manager_create/`: the school is the caller's, the role ranks below the caller's. A student gets their record in
 * the same transaction, with the fields the form sent. An account made without a password is invited to set one:
 * the mail with its link is queued in the same transaction, in the person's language (decision 0083).
 */
export async function createUser(actor: Actor, body: ManagerCreateBody) {
  requireRoleBelowCaller(actor.caller, body.role);
  await refuseTaken(actor, { fields: body });
  const record = recordPart(body);
  if (body.role !== "student" && Object.keys(record).length > 0) throw notStudent(record);
  const passwordHash = await hashPassword(body.password ?? randomBytes(24).toString("base64url"));
  // The platform's fallback language (decision 0020) when the form names none.
  const language = body.language ?? "ru";
  const id = await inTransaction(actor, async (tx) => {
    const userId = await queries
      .insertUser(tx, {
        email: body.email,
        phone: body.phone ?? null,
        passwordHash,
        role: body.role,
        firstName: body.first_name,
        lastName: body.last_name,
        chatCode: body.role === "student" ? newChatCode() : null,
        firstVisit: body.role !== "student",
        language,
      })
      .catch(asDuplicate);
    if (body.role === "student") await writeRecord(tx, { userId, fields: record });
    if (!body.password) await inviteUsers(tx, [{ userId, email: body.email, language }]);
    return userId;
  });
  return studentCardOf(actor, id);
}

/** A user the caller may manage (`user.manage`: a role below the caller's, in the caller's school). */
const requireManage = (actor: Actor, userId: number) => requireAccess(actor, "user.manage", { userId });

/** `manager_update/{id}/`: name, e-mail, phone and, for a student, the record's fields, in one transaction. */
export async function updateUser(
  actor: Actor,
  { userId, changes: body }: { userId: number; changes: ManagerUpdateBody },
) {
  await requireManage(actor, userId);
  await refuseTaken(actor, { fields: body, exceptId: userId });
  const record = recordPart(body);
  await inTransaction(actor, async (tx) => {
    const role = await queries
      .updateAccount(tx, {
        userId,
        changes: {
          ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
          ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
        },
      })
      .catch(asDuplicate);
    if (Object.keys(record).length === 0) return;
    if (role !== "student") throw notStudent(record);
    await writeRecord(tx, { userId, fields: record });
  });
  return studentCardOf(actor, userId);
}

/** The student page, `get_user_by_id/`: staff any user, a teacher their programs' students, a student themself. */
export async function getStudentCard(actor: Actor, userId: number): Promise<StudentCard> {
  await requireAccess(actor, "studentRecord.read", { userId });
  const card = await studentCardOf(actor, userId);
  // Teachers read a student's record but no money (decision 0053): the package cost and the balance are left out.
  if (!card.record || (await hasAccess(actor, "payment.read", { userId }))) return card;
  return { ...card, record: { ...card.record, package_cost: null, paid_total: null, payment_balance: null } };
}

/** `delete/{id}/`: never oneself; a user still referenced by records that must stay (payments) answers 409. */
export async function deleteUser(actor: Actor, userId: number): Promise<undefined> {
  await requireManage(actor, userId);
  if (userId === actor.caller.userId) throw forbidden("You cannot delete your own account here");
  try {
    if (!(await queries.deleteAccount(actor, userId))) throw new AppError("not_found", "User not found");
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError("conflict", "The user still has records that must be kept (payments)");
    }
    throw error;
  }
  return undefined;
}

/** `get_user_profile/{id}/`: a user's profile, to whoever may read that user. */
export async function getUserProfile(actor: Actor, userId: number) {
  await requireAccess(actor, "user.read", { userId });
  return getProfile(actor, userId);
}
