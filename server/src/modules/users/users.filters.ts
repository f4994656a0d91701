import type { UserListQuery } from "@school/contracts";
import { eq, ilike, or, sql } from "drizzle-orm";
import type { FilterTable } from "../../core/filters.js";
import { userEducations, userLanguages, users } from "../../db/schema/index.js";

/** Escapes LIKE wildcards so the search text matches literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The user list's filters as data (product.md section 2, `/users-list`): each query field and the condition it adds.
 * The list's page and its count are both built from this table. Profile rows carry the school too, so each
 * semi-join stays inside the caller's school through its (school_id, …) index.
 */
export const USER_LIST_FILTERS: FilterTable<Omit<UserListQuery, "page">> = {
  q: (text) => {
    const pattern = likePattern(text);
    return or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
    )!;
  },
  role: (role) => eq(users.role, role),
  education: (degree) =>
    sql`exists (select 1 from ${userEducations} where ${userEducations.userId} = ${users.id} and ${userEducations.schoolId} = ${users.schoolId} and ${userEducations.degree} = ${degree})`,
  language: (language) =>
    sql`exists (select 1 from ${userLanguages} where ${userLanguages.userId} = ${users.id} and ${userLanguages.schoolId} = ${users.schoolId} and ${userLanguages.language} = ${language})`,
};
