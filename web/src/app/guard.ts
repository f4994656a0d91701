import type { SignedInRole, WebRoute } from "@school/contracts";

/** What the guard needs to know about the visitor; built from the in-memory token and the stored uData. */
export type GuardSession = {
  signedIn: boolean;
  role: SignedInRole | null;
  /** uData.tm_in (YYYY-MM-DD) when uData is stored, else null. */
  loginDate: string | null;
  /** uData.tf_st when uData is stored, else null. */
  schoolActive: boolean | null;
};

export type GuardRedirectReason = "loginExpired" | "signedOut" | "schoolInactive" | "roleNotAllowed";

export type GuardDecision =
  | { kind: "allow"; endSession: boolean }
  | { kind: "redirect"; to: string; reason: GuardRedirectReason; endSession: boolean };

export const GUEST_HOME = "/guest-catalog";
export const FALLBACK_HOME = "/catalog";
export const LOGIN_PATH = "/login";

/**
 * The navigation guard of product.md sections 2 and 4 as one pure decision, in the spec's order:
 * a login date other than today ends the session (→ /login, on any screen); public screens are open;
 * a protected screen needs a sign-in (→ /guest-catalog), an active school (→ /guest-catalog) and an allowed
 * role (→ /catalog).
 */
export function decideAccess(input: {
  route: Pick<WebRoute, "path" | "roles">;
  session: GuardSession;
  today: string;
}): GuardDecision {
  const { route, session, today } = input;
  if (session.loginDate !== null && session.loginDate !== today) {
    if (route.path === LOGIN_PATH) return { kind: "allow", endSession: true };
    return { kind: "redirect", to: LOGIN_PATH, reason: "loginExpired", endSession: true };
  }
  if (route.roles === "public") return { kind: "allow", endSession: false };
  if (!session.signedIn || session.role === null) {
    return { kind: "redirect", to: GUEST_HOME, reason: "signedOut", endSession: false };
  }
  if (session.schoolActive === false) {
    return { kind: "redirect", to: GUEST_HOME, reason: "schoolInactive", endSession: false };
  }
  if (!route.roles.includes(session.role)) {
    return { kind: "redirect", to: FALLBACK_HOME, reason: "roleNotAllowed", endSession: false };
  }
  return { kind: "allow", endSession: false };
}
