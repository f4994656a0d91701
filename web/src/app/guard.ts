import type { SignedInRole, WebRoute } from "@school/contracts";

/** What the guard needs to know about the visitor; built from the in-memory token and the stored uData. */
export type GuardSession = {
  signedIn: boolean;
  role: SignedInRole | null;
  /** uData.tf_st when uData is stored, else null. */
  schoolActive: boolean | null;
};

export type GuardRedirectReason = "signedOut" | "schoolInactive" | "roleNotAllowed";

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string; reason: GuardRedirectReason };

export const GUEST_HOME = "/guest-catalog";
export const FALLBACK_HOME = "/catalog";

/**
 * The navigation guard of product.md section 2 as one pure decision: public screens are open; a protected screen
 * needs a sign-in (→ /guest-catalog), an active school (→ /guest-catalog; the school admin still reaches the screens
 * that pay the tariff, `whileSchoolInactive`) and an allowed role (→ /catalog).
 * An expired login date is handled before any screen is judged (`expireStaleLogin`).
 */
export function decideAccess(input: {
  route: Pick<WebRoute, "path" | "roles" | "whileSchoolInactive">;
  session: GuardSession;
}): GuardDecision {
  const { route, session } = input;
  if (route.roles === "public") return { kind: "allow" };
  if (!session.signedIn || session.role === null) {
    return { kind: "redirect", to: GUEST_HOME, reason: "signedOut" };
  }
  if (session.schoolActive === false && !route.whileSchoolInactive?.includes(session.role)) {
    return { kind: "redirect", to: GUEST_HOME, reason: "schoolInactive" };
  }
  if (!route.roles.includes(session.role)) {
    return { kind: "redirect", to: FALLBACK_HOME, reason: "roleNotAllowed" };
  }
  return { kind: "allow" };
}
