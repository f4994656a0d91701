import { type Permission, type Relation, relationOf } from "@school/contracts";
import { useSession } from "./use-session";

/**
 * Whether the signed-in user's role holds a permission of the access table (decision 0013), under whatever relation:
 * a screen shows an action to the roles that may take it, and the server still checks the relation on the object
 * (a teacher of this very program). Screens ask this instead of comparing role names, so the table stays the one
 * place that decides who may do what. A guest holds nothing here.
 *
 * With a relation, only a role holding the permission under that relation counts: progress.read under self is the
 * caller who follows their own progress (a student), not staff who follow everyone's.
 */
export function useCan(permission: Permission, relation?: Relation): boolean {
  const role = useSession().claims?.role;
  if (role === undefined) return false;
  const held = relationOf(permission, role);
  return relation === undefined ? held !== null : held === relation;
}
