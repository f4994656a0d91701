import { hasAccess } from "../../core/access/access.js";
import type { Visitor } from "../../core/access/actor.js";

/** Which of the school's programs a call may see at all, before any filter (its SQL: `catalog-visibility.queries.ts`). */
export type Visibility = {
  /** Only programs shown in the catalogue (`show`). */
  visibleOnly: boolean;
  /** Only programs this user teaches or studies (my/). */
  memberId?: number;
};

/** Guests and students see only programs shown in the catalogue; teachers and staff also see hidden ones. */
export async function seesHidden(visitor: Visitor): Promise<boolean> {
  const { caller } = visitor;
  return caller !== null && hasAccess({ ...visitor, caller }, "catalog.readHidden");
}
