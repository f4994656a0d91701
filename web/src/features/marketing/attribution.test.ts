import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_KEY,
  attributionFromSearch,
  captureAttribution,
  forgetAttribution,
  keptAttribution,
} from "./attribution";

/** A Storage stand-in: the browser's is a key-value map of strings. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const DAY = 24 * 3600 * 1000;

describe("a guest's landing marks", () => {
  it("are read from any page's query, cleaned as the API wants them", () => {
    expect(
      attributionFromSearch(
        `?utm_source=%20instagram%20&utm_campaign=spring&utm_term=a%01b&utm_medium=&utm_content=${"x".repeat(250)}&ref=Abc123xyz9&other=1`,
      ),
    ).toEqual({
      utm_source: "instagram",
      utm_campaign: "spring",
      utm_term: "a b",
      utm_content: "x".repeat(200),
      ref: "Abc123xyz9",
    });
    expect(attributionFromSearch("?ref=not%20a%20code&utm_source=%09")).toEqual({});
  });

  it("keep the first touch until it expires, add a referral code that came later, and are forgotten on demand", () => {
    const store = memoryStore();
    const start = Date.UTC(2026, 0, 1);
    captureAttribution("?utm_source=google&utm_campaign=brand", store, start);
    captureAttribution("?utm_source=facebook&utm_campaign=retarget", store, start + DAY);
    expect(keptAttribution(store, start + 2 * DAY)).toEqual({ utm_source: "google", utm_campaign: "brand" });
    captureAttribution("?ref=Friend1234", store, start + 3 * DAY);
    expect(keptAttribution(store, start + 3 * DAY)).toEqual({
      utm_source: "google",
      utm_campaign: "brand",
      ref: "Friend1234",
    });
    // After 30 days the kept marks are gone, and a new visit's are kept instead.
    expect(keptAttribution(store, start + 31 * DAY)).toEqual({});
    captureAttribution("?utm_source=tiktok", store, start + 31 * DAY);
    expect(keptAttribution(store, start + 31 * DAY)).toEqual({ utm_source: "tiktok" });
    forgetAttribution(store);
    expect(keptAttribution(store, start + 31 * DAY)).toEqual({});
  });

  it("survive an edited or broken stored value without throwing, and a page without marks changes nothing", () => {
    const store = memoryStore();
    store.setItem(ATTRIBUTION_KEY, "{not json");
    expect(keptAttribution(store)).toEqual({});
    const now = Date.now();
    store.setItem(ATTRIBUTION_KEY, JSON.stringify({ savedAt: now, marks: { utm_source: "a\u0000b", evil: "x" } }));
    expect(keptAttribution(store, now)).toEqual({ utm_source: "a b" });
    captureAttribution("?page=2", store, now);
    expect(keptAttribution(store, now)).toEqual({ utm_source: "a b" });
    expect(keptAttribution(null)).toEqual({});
  });
});
