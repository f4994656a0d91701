import { STAFF_ROLES } from "@school/contracts";
import { forbidden } from "../errors.js";
import type { Caller } from "./authenticate.js";

/** A user's own record, or any record of their school for staff (the school is already checked by the route). */
export function assertSelfOrStaff(caller: Caller, userId: number): void {
  const isStaff = (STAFF_ROLES as readonly string[]).includes(caller.role);
  if (caller.userId !== userId && !isStaff) throw forbidden("You can only change your own profile");
}
