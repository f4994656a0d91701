import { type SignedInRole, STAFF_ROLES } from "@school/contracts";

export const GUEST_HOME_PATH = "/guest-catalog";

/** Where a freshly signed-in user lands: staff on the programme list, everyone else on their programmes. */
export function homePathFor(role: SignedInRole): string {
  return (STAFF_ROLES as readonly SignedInRole[]).includes(role) ? "/" : "/my-course";
}
