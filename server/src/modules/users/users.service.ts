import { randomBytes } from "node:crypto";
import {
  type ManagerCreateBody,
  type ManagerUpdateBody,
  STUDENTS_LIST_LIMIT,
  type StudentCard,
  type StudentRecordBody,
  USER_LIST_PAGE_SIZE,
  type UserListPage,
  type UserListQuery,
  type UserOption,
} from "@school/contracts";
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from "drizzle-orm";
import { newChatCode } from "../../core/auth/chat-code.js";
import { hashPassword } from "../../core/auth/passwords.js";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../core/db-errors.js";
import { AppError, forbidden } from "../../core/errors.js";
import { conditionsOf, likePattern } from "../../core/filters.js";
import { drfPage, pageWindow, rowsOfPage } from "../../core/pagination.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import { studentRecords, users } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { getProfile } from "../profile/profile.service.js";
import { loadRecord, writeRecord } from "../student-record/student-record.queries.js";
import { onlyTheRecordFiltered, STUDENT_FILTERS } from "./users.filters.js";

const option = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
};

/** Every query below is filtered by the caller's school as well as the role. */
export async function listTeachers(deps: Deps, schoolId: number): Promise<UserOption[]> {
  return deps.db
    .select(option)
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "teacher")))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function listStudents(deps: Deps, schoolId: number, search?: string): Promise<UserOption[]> {
  const text = search?.trim();
  const pattern = text ? likePattern(text) : null;
  return deps.db
    .select(option)
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.role, "student"),
        pattern
          ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(STUDENTS_LIST_LIMIT);
}

export const withRecord = eq(studentRecords.userId, users.id);

/**
 * The list's condition over `users` left-joined to their record (`withRecord`): the caller's school, the role tab and
 * the filter set; an empty search is no filter. The list and its export select the same users by it.
 */
export function userListWhere(schoolId: number, { role, ...filters }: Omit<UserListQuery, "page">) {
  return and(
    eq(users.schoolId, schoolId),
    role ? eq(users.role, role) : undefined,
    ...conditionsOf(STUDENT_FILTERS, { ...filters, q: filters.q ? filters.q : undefined }),
  );
}

/**
 * `list/`: the school's users, newest first (ids grow with creation), in bounded pages: the ids of the page first,
 * then their rows (core/pagination.ts). Filters come from `STUDENT_FILTERS` over the users joined to their student
 * record (one row per student, so the join never repeats a user); an empty search is no filter.
 */
export async function listUsers(
  deps: Deps,
  schoolId: number,
  query: UserListQuery,
  requestUrl: string,
): Promise<UserListPage> {
  const { page, role, ...sent } = query;
  const filters = { ...sent, q: sent.q ? sent.q : undefined };
  const window = pageWindow(page, USER_LIST_PAGE_SIZE);
  // Filters on the record alone keep records only, which are students': counted and paged without `users`.
  const fromRecords = (role === undefined || role === "student") && onlyTheRecordFiltered(filters);
  const recordsWhere = and(eq(studentRecords.schoolId, schoolId), ...conditionsOf(STUDENT_FILTERS, filters));
  const usersWhere = userListWhere(schoolId, { role, ...filters });
  const [[total], rows] = await Promise.all([
    fromRecords
      ? deps.db.select({ count: count() }).from(studentRecords).where(recordsWhere)
      : deps.db.select({ count: count() }).from(users).leftJoin(studentRecords, withRecord).where(usersWhere),
    rowsOfPage({
      window,
      selectIds: ({ limit, offset }) =>
        fromRecords
          ? deps.db
              .select({ id: studentRecords.userId })
              .from(studentRecords)
              .where(recordsWhere)
              .orderBy(desc(studentRecords.userId))
              .limit(limit)
              .offset(offset)
          : deps.db
              .select({ id: users.id })
              .from(users)
              .leftJoin(studentRecords, withRecord)
              .where(usersWhere)
              .orderBy(desc(users.id))
              .limit(limit)
              .offset(offset),
      loadRows: (ids) =>
        deps.db
          .select({
            id: users.id,
            first_name: users.firstName,
            last_name: users.lastName,
            email: users.email,
            phone: users.phone,
            role: users.role,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), inArray(users.id, ids))),
    }),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl,
    page,
    pageSize: USER_LIST_PAGE_SIZE,
    count: total?.count ?? 0,
    results: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
  });
}

/** A duplicate e-mail or phone answers 409 naming the field, whichever check catches it first. */
async function refuseTaken(deps: Deps, fields: { email?: string; phone?: string | null }, exceptId?: number) {
  for (const field of ["email", "phone"] as const) {
    const value = fields[field];
    if (!value) continue;
    const column = field === "email" ? users.email : users.phone;
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(column, value), exceptId === undefined ? undefined : ne(users.id, exceptId)))
      .limit(1);
    if (taken) throw duplicate(field);
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
  const { first_name, last_name, email, phone, role, password, ...record } = body as Body & Record<string, unknown>;
  return record as StudentRecordBody;
}

const notStudent = (fields: StudentRecordBody) =>
  new AppError("validation_failed", "Only a student has a student record", {
    fields: Object.fromEntries(Object.keys(fields).map((field) => [field, "Only for students"])),
  });

/**
 * `manager_create/`: the school is the caller's; the route has checked the role ranks below the caller's. A student
 * gets their record in the same transaction, with the fields the form sent.
 */
export async function createUser(deps: Deps, schoolId: number, body: ManagerCreateBody) {
  await refuseTaken(deps, body);
  const record = recordPart(body);
  if (body.role !== "student" && Object.keys(record).length > 0) throw notStudent(record);
  const passwordHash = await hashPassword(body.password ?? randomBytes(24).toString("base64url"));
  const id = await deps.db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values({
        schoolId,
        email: body.email,
        phone: body.phone ?? null,
        passwordHash,
        role: body.role,
        firstName: body.first_name,
        lastName: body.last_name,
        chatCode: body.role === "student" ? newChatCode() : null,
        firstVisit: body.role !== "student",
      })
      .returning({ id: users.id })
      .catch(asDuplicate);
    const userId = created[0]!.id;
    if (body.role === "student") await writeRecord({ db: tx, schoolId }, userId, record);
    return userId;
  });
  return getStudentCard(deps, schoolId, id);
}

/**
 * `manager_update/{id}/`: name, e-mail, phone and, for a student, the record's fields, in one transaction; the route
 * has checked the user ranks below the caller.
 */
export async function updateUser(deps: Deps, schoolId: number, userId: number, body: ManagerUpdateBody) {
  await refuseTaken(deps, body, userId);
  const record = recordPart(body);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.schoolId, schoolId)))
      .returning({ role: users.role })
      .catch(asDuplicate);
    if (Object.keys(record).length === 0) return;
    if (user?.role !== "student") throw notStudent(record);
    await writeRecord({ db: tx, schoolId }, userId, record);
  });
  return getStudentCard(deps, schoolId, userId);
}

/** A user with their student record (null unless a student): the student page, `get_user_by_id/`. */
export async function getStudentCard(deps: Deps, schoolId: number, userId: number): Promise<StudentCard> {
  const profile = await getProfile({ ...schoolScope(deps, schoolId), deps }, userId);
  const record = profile.role === "student" ? await loadRecord({ db: deps.db, schoolId }, userId) : null;
  return { ...profile, record };
}

/** `delete/{id}/`: never oneself; a user still referenced by records that must stay (payments) answers 409. */
export async function deleteUser(deps: Deps, schoolId: number, callerId: number, userId: number): Promise<void> {
  if (userId === callerId) throw forbidden("You cannot delete your own account here");
  try {
    const deleted = await deps.db
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.schoolId, schoolId)))
      .returning({ id: users.id });
    if (deleted.length === 0) throw new AppError("not_found", "User not found");
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError("conflict", "The user still has records that must be kept (payments)");
    }
    throw error;
  }
}
