/** The four signed-in roles of product.md section 6, plus `guest` for calls made without a token. */
export const SIGNED_IN_ROLES = ["admin_school", "admin", "teacher", "student"] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];
export type Role = SignedInRole | "guest";

export const STAFF_ROLES = ["admin_school", "admin"] as const satisfies readonly SignedInRole[];

/**
 * The roles that sign in with a password and, once enrolled or required by their school, an authenticator
 * (decision 0126): everyone who sees other people's data. An e-mailed or texted code alone never signs them in.
 */
export const TWO_FACTOR_ROLES = ["admin_school", "admin", "teacher"] as const satisfies readonly SignedInRole[];
export const signsInWithTwoFactor = (role: string) => (TWO_FACTOR_ROLES as readonly string[]).includes(role);
