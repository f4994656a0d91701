import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../api/access-token.store";
import { MemoryStorage, tokenFor } from "./browser-stubs.test-kit";
import { keepSignedInAnswers, shouldPersistQuery } from "./keep-answers";
import {
  clearPersistedQueries,
  keepPagesOf,
  PERSISTED_MAX_AGE_MS,
  persistedKeyOf,
  restorePersistedQueries,
} from "./kept-answers";

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
    // Beside the answers, whose pages the worker keeps (decision 0178).
    expect(keys()).toEqual(["school-pages-of", persistedKeyOf(7)]);
    expect(localStorage.getItem(persistedKeyOf(7))).not.toContain("broken");
    // A student's tasks and answers, saved as they type, are never drawn from a copy.
    const answered = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: "success", data: {} } }) as never;
    expect(shouldPersistQuery(answered(["tasks", "answers", 1]))).toBe(false);
    expect(shouldPersistQuery(answered(["my-course"]))).toBe(true);

    const next = new QueryClient();
    restorePersistedQueries(next, 7);
    expect(next.getQueryData(["my-course"])).toEqual({ title: "Architecture" });
    // Asked again when shown: the world may have changed since it was kept.
    expect(next.getQueryState(["my-course"])?.isInvalidated).toBe(true);

    // A page the server drew holds a fresher answer: it stays, and stays fresh.
    await vi.advanceTimersByTimeAsync(1000);
    const drawn = new QueryClient();
    drawn.setQueryData(["my-course"], { title: "Architecture II" });
    restorePersistedQueries(drawn, 7);
    expect(drawn.getQueryData(["my-course"])).toEqual({ title: "Architecture II" });
    expect(drawn.getQueryState(["my-course"])?.isInvalidated).toBe(false);
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
    expect(keys()).toEqual(["school-pages-of", persistedKeyOf(8)]);
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

  it("forgets the worker's kept pages when another user signs in or the session does not come back, not on each load", async () => {
    const names = new Set(["school-shells-v1", "school-assets-v1"]);
    vi.stubGlobal("caches", {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    const shellsKept = async () => {
      await vi.advanceTimersByTimeAsync(0);
      return names.has("school-shells-v1");
    };
    keepPagesOf(7);
    expect(await shellsKept()).toBe(false);
    names.add("school-shells-v1");
    keepPagesOf(7);
    expect(await shellsKept()).toBe(true);
    keepPagesOf(8);
    expect(await shellsKept()).toBe(false);
    names.add("school-shells-v1");
    keepPagesOf(null);
    expect(await shellsKept()).toBe(false);
    expect(names.has("school-assets-v1")).toBe(true);
  });
});
