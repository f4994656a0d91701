import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../api/access-token.store";
import { decodeAccessClaims } from "./access-claims";
import { MemoryStorage, tokenFor } from "./browser-stubs.test-kit";
import { ANONYMOUS_SESSION, drawnSessionOf, getSessionSnapshot, setDrawnSession } from "./session.store";
import { userDataFromClaims, writeSignedInStorage } from "./user-data";

const claimsOf = (token: string) => decodeAccessClaims(token)!;

describe("the session screens read (decision 0177)", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", new MemoryStorage());
    // A page's document: the sign-in's cookie, and the events the kept answers (if another test started them) follow.
    vi.stubGlobal("document", Object.assign(new EventTarget(), { cookie: "", visibilityState: "visible" }));
  });
  afterEach(() => {
    setDrawnSession(() => ANONYMOUS_SESSION);
    vi.unstubAllGlobals();
  });

  it("stays the drawn page's object when the restored token differs only in its times, and changes with the user", () => {
    const drawingToken = tokenFor(7, { exp: 100, iat: 40 });
    writeSignedInStorage(userDataFromClaims(claimsOf(drawingToken), "2026-11-28"), "KZT");
    const drawn = drawnSessionOf(claimsOf(drawingToken));
    setDrawnSession(() => drawn);

    setAccessToken(tokenFor(7, { exp: 900, iat: 300 }));
    expect(getSessionSnapshot()).toBe(drawn);

    setAccessToken(tokenFor(8));
    const another = getSessionSnapshot();
    expect(another).not.toBe(drawn);
    expect(another.claims?.user_id).toBe(8);

    setAccessToken(null);
    expect(getSessionSnapshot()).toMatchObject({ status: "anonymous", claims: null });
  });
});
