import { z } from "zod";
import { mailingAudienceQuery, userListOrdering } from "./users.js";

/**
 * Saved views of the user list (decision 0086): a name, the filters as the list's address holds them, the columns
 * shown and the order. A view is its author's, or shared with the school's staff.
 */

/** The user list's columns besides the name, in the order the table shows them; the first four are the defaults. */
export const USER_LIST_COLUMNS = [
  "email",
  "phone",
  "role",
  "source",
  "programs",
  "statuses",
  "responsible",
  "country",
  "balance",
  "next_deadline",
  "checklist",
] as const;
export type UserListColumn = (typeof USER_LIST_COLUMNS)[number];
export const DEFAULT_USER_LIST_COLUMNS: readonly UserListColumn[] = ["email", "phone", "role", "source"];

/** A user's own views and the school's shared ones are each at most this many: a menu, not a list to page. */
export const LIST_VIEWS_LIMIT = 100;

const filterValue = z.string().trim().min(1).max(200);
/**
 * The filters as the list's address holds them (text values, as `user/accounts/list/` receives them), refused when
 * the list itself would refuse them: a view never saves a filter that would answer 400.
 */
export const listViewFilters = z
  .record(z.string(), filterValue)
  // Bounded here rather than in the key's schema: a key schema becomes `propertyNames`, which the serializer refuses.
  .refine((filters) => Object.keys(filters).length <= 80, "too many filters")
  .refine((filters) => mailingAudienceQuery.safeParse(filters).success, "not a filter of the user list");

export const listViewBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    /** Shared with the school's staff; otherwise the author's alone. */
    shared: z.boolean().default(false),
    filters: listViewFilters,
    columns: z
      .array(z.enum(USER_LIST_COLUMNS))
      .max(USER_LIST_COLUMNS.length)
      .refine((columns) => new Set(columns).size === columns.length, "each column once"),
    ordering: userListOrdering,
  })
  .strict();
export type ListViewBody = z.infer<typeof listViewBody>;

export const listView = z.object({
  id: z.number().int(),
  name: z.string(),
  shared: z.boolean(),
  filters: z.record(z.string(), z.string()),
  columns: z.array(z.enum(USER_LIST_COLUMNS)),
  ordering: userListOrdering,
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whether the caller may change or delete it: their own, or a shared one when they are the school admin. */
  editable: z.boolean(),
  updated_at: z.string(),
});
export type ListView = z.infer<typeof listView>;
/** The caller's own views first, then the school's shared ones, each by name. */
export const listViewList = z.array(listView);
