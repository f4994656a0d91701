import { type Permission, relationOf } from "@school/contracts";
import { useSession } from "./use-session";

/**
 * Whether the signed-in user's role holds a permission of the access table (decision 0013), under whatever relation:
 * a screen shows an action to the roles that may take it, and the server still checks the relation on the object
 * (a teacher of this very program). Screens ask this instead of comparing role names, so the table stays the one
 * place that decides who may do what. A guest holds nothing here.
 */
export function useCan(permission: Permission): boolean {
  const role = useSession().claims?.role;
  return role !== undefined && relationOf(permission, role) !== null;
}
