import { z } from "zod";
import { email, password, phone } from "./auth.js";
import { EDUCATION_DEGREES } from "./catalogue.js";
import { pageOf, pageParam } from "./pagination.js";
import { SIGNED_IN_ROLES } from "./roles.js";
import { KNOWN_LANGUAGES } from "./student-profile.js";

/** Rows per page of the school's user list (`user/accounts/list/`). */
export const USER_LIST_PAGE_SIZE = 20;

/**
 * The user list's filters (product.md section 2, `/users-list`). Only the filters the stored columns support today;
 * the rest of the student-record filter set (contract, visa_ready, countries, packages, gender, …) waits for the
 * student-record columns. Unknown fields are refused so a misspelt filter never silently lists everyone.
 */
export const userListQuery = z
  .object({
    /** First name, last name, e-mail or phone (case-insensitive). */
    q: z.string().trim().max(100).optional(),
    role: z.enum(SIGNED_IN_ROLES).optional(),
    /** Students holding an education record of this degree. */
    education: z.enum(EDUCATION_DEGREES).optional(),
    /** Students who know this language. */
    language: z.enum(KNOWN_LANGUAGES).optional(),
    page: pageParam,
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuery>;
/** The list's filter fields, in the order the filter bar shows them (the page number is not a filter). */
export const USER_LIST_FILTERS = ["q", "role", "education", "language"] as const satisfies readonly Exclude<
  keyof UserListQuery,
  "page"
>[];

export const userListRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(SIGNED_IN_ROLES),
  created_at: z.string(),
});
export type UserListRow = z.infer<typeof userListRow>;
export const userListPage = pageOf(userListRow);
export type UserListPage = z.infer<typeof userListPage>;

const name = z.string().trim().min(1).max(100);

/**
 * A manager adds a user of their school: the school is the caller's, never a body field, and the role must rank
 * below the caller's (a manager adds teachers and students; the school admin adds managers too).
 * Without a password the account is created locked to a random one: the person sets theirs by password reset.
 */
export const managerCreateBody = z
  .object({
    first_name: name,
    last_name: name,
    email,
    phone: phone.optional(),
    role: z.enum(SIGNED_IN_ROLES).default("student"),
    password: password.optional(),
  })
  .strict();
export type ManagerCreateBody = z.infer<typeof managerCreateBody>;

/** The fields a manager changes; role and school are not among them (an unknown field is 400). */
export const managerUpdateBody = z
  .object({ first_name: name, last_name: name, email, phone: phone.nullable() })
  .partial()
  .strict();
export type ManagerUpdateBody = z.infer<typeof managerUpdateBody>;
