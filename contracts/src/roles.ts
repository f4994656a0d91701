/** The four signed-in roles of product.md section 6, plus `guest` for calls made without a token. */
export const SIGNED_IN_ROLES = ["admin_school", "admin", "teacher", "student"] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];
export type Role = SignedInRole | "guest";

export const STAFF_ROLES = ["admin_school", "admin"] as const satisfies readonly SignedInRole[];
