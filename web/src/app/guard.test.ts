import { WEB_ROUTES, type WebRoute } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { isLoginStale } from "../features/session/login-date";
import { decideAccess, type GuardSession } from "./guard";

const TODAY = "2025-03-14";
const route = (key: string): WebRoute => {
  const found = WEB_ROUTES.find((item) => item.key === key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
};
const guest: GuardSession = { signedIn: false, role: null, schoolActive: null };
const signedIn = (role: GuardSession["role"], patch: Partial<GuardSession> = {}): GuardSession => ({
  signedIn: true,
  role,
  schoolActive: true,
  ...patch,
});

describe("decideAccess", () => {
  it("opens public screens to guests", () => {
    for (const key of ["login", "registration", "guestCatalog", "error", "phone", "verify", "setPassword"]) {
      expect(decideAccess({ route: route(key), session: guest })).toEqual({
        kind: "allow",
      });
    }
  });

  it("sends a guest on a protected screen to /guest-catalog", () => {
    for (const key of ["programList", "catalog", "settings", "successCourse"]) {
      expect(decideAccess({ route: route(key), session: guest })).toMatchObject({
        kind: "redirect",
        to: "/guest-catalog",
        reason: "signedOut",
      });
    }
  });

  it("sends a role that is not allowed to /catalog", () => {
    expect(decideAccess({ route: route("usersList"), session: signedIn("student") })).toMatchObject({
      kind: "redirect",
      to: "/catalog",
      reason: "roleNotAllowed",
    });
    expect(decideAccess({ route: route("groupAdd"), session: signedIn("admin") })).toMatchObject({
      to: "/catalog",
    });
    expect(decideAccess({ route: route("courseInfo"), session: signedIn("student") })).toMatchObject({
      to: "/catalog",
    });
  });

  it("allows every role the route table lists", () => {
    for (const item of WEB_ROUTES) {
      if (item.roles === "public") continue;
      for (const role of item.roles) {
        expect(decideAccess({ route: item, session: signedIn(role) }).kind).toBe("allow");
      }
    }
  });

  it("sends a user of an inactive school to /guest-catalog", () => {
    const inactive = signedIn("teacher", { schoolActive: false });
    expect(decideAccess({ route: route("schedule"), session: inactive })).toMatchObject({
      to: "/guest-catalog",
      reason: "schoolInactive",
    });
    expect(decideAccess({ route: route("guestCatalog"), session: inactive }).kind).toBe("allow");
  });

  it("lets the school admin of an inactive school reach the tariff to pay it, and no one else (decision 0055)", () => {
    const admin = signedIn("admin_school", { schoolActive: false });
    for (const key of ["settings", "successTariff"]) {
      expect(decideAccess({ route: route(key), session: admin }).kind).toBe("allow");
      for (const role of ["admin", "teacher", "student"] as const) {
        expect(decideAccess({ route: route(key), session: signedIn(role, { schoolActive: false }) })).toMatchObject({
          reason: "schoolInactive",
        });
      }
    }
    expect(decideAccess({ route: route("programList"), session: admin })).toMatchObject({ reason: "schoolInactive" });
  });
});

describe("isLoginStale", () => {
  it("is true only when a stored login date is not today", () => {
    expect(isLoginStale("2025-03-13", TODAY)).toBe(true);
    expect(isLoginStale(TODAY, TODAY)).toBe(false);
    expect(isLoginStale(null, TODAY)).toBe(false);
  });
});
