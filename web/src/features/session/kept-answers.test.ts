import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../api/access-token.store";
import { keepSignedInAnswers, shouldPersistQuery } from "./keep-answers";
import { clearPersistedQueries, PERSISTED_MAX_AGE_MS, persistedKeyOf, restorePersistedQueries } from "./kept-answers";

/** Node has no Web Storage: the smallest one that behaves as a browser's (keys in insertion order). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** An unsigned token with the claims the web reads (the client never verifies it). */
function tokenFor(userId: number): string {
  const claims = {
    first_name: "A",
    role: "student",
    tariff_status: true,
    first_visit: false,
    email: "a@b.kz",
    user_id: userId,
    school_id: 1,
    currency: "KZT",
    language: null,
    exp: 0,
    iat: 0,
  };
  return `x.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.y`;
}

const keys = () =>
  Object.keys(Object.fromEntries([...Array(localStorage.length)].map((_, i) => [localStorage.key(i), 1])));

describe("the signed-in user's kept answers (decision 0175)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("keeps the successful answers of the user signed in, not the failed ones, and restores them in a new client", async () => {
    const client = new QueryClient();
    keepSignedInAnswers(client);
    setAccessToken(tokenFor(7));
    client.setQueryData(["my-course"], { title: "Architecture" });
    const broken = ["broken"];
    await client.prefetchQuery({ queryKey: broken, queryFn: () => Promise.reject(new Error("no")), retry: false });
    await vi.advanceTimersByTimeAsync(1500);
    expect(keys()).toEqual([persistedKeyOf(7)]);
    expect(localStorage.getItem(persistedKeyOf(7))).not.toContain("broken");
    // A student's tasks and answers, saved as they type, are never drawn from a copy.
    const answered = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: "success", data: {} } }) as never;
    expect(shouldPersistQuery(answered(["tasks", "answers", 1]))).toBe(false);
    expect(shouldPersistQuery(answered(["my-course"]))).toBe(true);

    const next = new QueryClient();
    restorePersistedQueries(next, 7);
    expect(next.getQueryData(["my-course"])).toEqual({ title: "Architecture" });
    setAccessToken(null);
  });

  it("forgets every user's answers at sign-out or a failed restore, and the last user's when another signs in", async () => {
    const client = new QueryClient();
    keepSignedInAnswers(client);
    setAccessToken(tokenFor(7));
    client.setQueryData(["my-course"], { title: "Architecture" });
    await vi.advanceTimersByTimeAsync(1500);
    setAccessToken(tokenFor(8));
    expect(localStorage.getItem(persistedKeyOf(7))).toBeNull();
    client.setQueryData(["inbox"], []);
    await vi.advanceTimersByTimeAsync(1500);
    expect(keys()).toEqual([persistedKeyOf(8)]);
    setAccessToken(null);
    await vi.advanceTimersByTimeAsync(1500);
    expect(keys()).toEqual([]);
  });

  it("does not restore answers older than the maximum age, and removes them", async () => {
    localStorage.setItem(
      persistedKeyOf(7),
      JSON.stringify({
        timestamp: Date.now() - PERSISTED_MAX_AGE_MS - 1,
        buster: "1",
        clientState: { mutations: [], queries: [] },
      }),
    );
    restorePersistedQueries(new QueryClient(), 7);
    expect(localStorage.getItem(persistedKeyOf(7))).toBeNull();
  });

  it("clears every user's but the one named", () => {
    localStorage.setItem(persistedKeyOf(1), "{}");
    localStorage.setItem(persistedKeyOf(2), "{}");
    localStorage.setItem("uData", "{}");
    clearPersistedQueries(2);
    expect(keys()).toEqual([persistedKeyOf(2), "uData"]);
  });
});
