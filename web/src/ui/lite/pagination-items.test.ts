import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination-items";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first and last pages and the current one's neighbours, with gaps between", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap-before", 8, 9, 10, 11, 12, "gap-after", 20]);
    expect(pageItems(10, 20, 1)).toEqual([1, "gap-before", 9, 10, 11, "gap-after", 20]);
  });

  it("keeps the same length near either end", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap-after", 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap-after", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap-before", 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap-before", 15, 16, 17, 18, 19, 20]);
  });

  it("never shows more than the first, the last, two gaps and the window", () => {
    for (let page = 1; page <= 50; page++) {
      expect(pageItems(page, 50, 1).length).toBeLessThanOrEqual(7);
      expect(pageItems(page, 50).length).toBeLessThanOrEqual(9);
    }
  });

  it("holds a page outside the range to the nearest end", () => {
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(9, 20)[0]).toBe(1);
    expect(pageItems(99, 20).at(-1)).toBe(20);
    expect(pageItems(1, 0)).toEqual([1]);
  });
});
