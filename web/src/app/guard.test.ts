import { WEB_ROUTES, type WebRoute } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { decideAccess, type GuardSession } from "./guard";

const TODAY = "2025-03-14";
const route = (key: string): WebRoute => {
  const found = WEB_ROUTES.find((item) => item.key === key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
};
const guest: GuardSession = { signedIn: false, role: null, loginDate: null, schoolActive: null };
const signedIn = (role: GuardSession["role"], patch: Partial<GuardSession> = {}): GuardSession => ({
  signedIn: true,
  role,
  loginDate: TODAY,
  schoolActive: true,
  ...patch,
});

describe("decideAccess", () => {
  it("opens public screens to guests", () => {
    for (const key of ["login", "registration", "guestCatalog", "error", "phone", "verify", "setPassword"]) {
      expect(decideAccess({ route: route(key), session: guest, today: TODAY })).toEqual({
        kind: "allow",
        endSession: false,
      });
    }
  });

  it("sends a guest on a protected screen to /guest-catalog", () => {
    for (const key of ["programList", "catalog", "settings", "successCourse"]) {
      expect(decideAccess({ route: route(key), session: guest, today: TODAY })).toMatchObject({
        kind: "redirect",
        to: "/guest-catalog",
        reason: "signedOut",
      });
    }
  });

  it("sends a role that is not allowed to /catalog", () => {
    expect(decideAccess({ route: route("usersList"), session: signedIn("student"), today: TODAY })).toMatchObject({
      kind: "redirect",
      to: "/catalog",
      reason: "roleNotAllowed",
    });
    expect(decideAccess({ route: route("groupAdd"), session: signedIn("admin"), today: TODAY })).toMatchObject({
      to: "/catalog",
    });
    expect(decideAccess({ route: route("courseInfo"), session: signedIn("student"), today: TODAY })).toMatchObject({
      to: "/catalog",
    });
  });

  it("allows every role the route table lists", () => {
    for (const item of WEB_ROUTES) {
      if (item.roles === "public") continue;
      for (const role of item.roles) {
        expect(decideAccess({ route: item, session: signedIn(role), today: TODAY }).kind).toBe("allow");
      }
    }
  });

  it("logs out and sends to /login when the login date is not today, on any screen", () => {
    const stale = signedIn("admin_school", { loginDate: "2025-03-13" });
    expect(decideAccess({ route: route("catalog"), session: stale, today: TODAY })).toEqual({
      kind: "redirect",
      to: "/login",
      reason: "loginExpired",
      endSession: true,
    });
    expect(decideAccess({ route: route("guestCatalog"), session: stale, today: TODAY })).toMatchObject({
      to: "/login",
      endSession: true,
    });
    // Already on /login: end the session without a redirect loop.
    expect(decideAccess({ route: route("login"), session: stale, today: TODAY })).toEqual({
      kind: "allow",
      endSession: true,
    });
  });

  it("expires a stale uData even when the refresh cookie is gone", () => {
    const leftover: GuardSession = { signedIn: false, role: null, loginDate: "2025-01-01", schoolActive: true };
    expect(decideAccess({ route: route("settings"), session: leftover, today: TODAY })).toMatchObject({
      to: "/login",
      reason: "loginExpired",
    });
  });

  it("sends a user of an inactive school to /guest-catalog", () => {
    const inactive = signedIn("teacher", { schoolActive: false });
    expect(decideAccess({ route: route("schedule"), session: inactive, today: TODAY })).toMatchObject({
      to: "/guest-catalog",
      reason: "schoolInactive",
    });
    expect(decideAccess({ route: route("guestCatalog"), session: inactive, today: TODAY }).kind).toBe("allow");
  });
});
