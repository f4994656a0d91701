import { describe, expect, it } from "vitest";
import { PictureCache } from "./picture-cache.js";

const bytes = (size: number) => Buffer.alloc(size);

describe("PictureCache", () => {
  it("cuts a picture once, gives up the least recently used past its bound, and keeps no failed cut", async () => {
    const cache = new PictureCache(250);
    const cuts: string[] = [];
    const cut =
      (key: string, size = 100) =>
      () => {
        cuts.push(key);
        return Promise.resolve(bytes(size));
      };
    await Promise.all([cache.get("a", cut("a")), cache.get("a", cut("a"))]);
    await cache.get("b", cut("b"));
    await cache.get("a", cut("a"));
    // 300 bytes with c: b, the least recently used, goes; a stays.
    await cache.get("c", cut("c"));
    await cache.get("a", cut("a"));
    await cache.get("b", cut("b"));
    expect(cuts).toEqual(["a", "b", "c", "b"]);

    await expect(cache.get("d", () => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    await cache.get("d", cut("d"));
    expect(cuts.at(-1)).toBe("d");
  });
});
