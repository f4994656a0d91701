import { describe, expect, it } from "vitest";
import { facetOptions, isOffered } from "./facet-options";

const entries = [
  { id: 1, name: "Italy", tag_id: null },
  { id: 2, name: "Hungary", tag_id: null },
  { id: 3, name: "Turkey", tag_id: null },
];

describe("facet options", () => {
  it("join the dictionary's names with the response's counts", () => {
    const options = facetOptions({ entries, counts: [{ id: 1, count: 4 }], selected: [] });
    expect(options.map((option) => [option.name, option.count])).toEqual([
      ["Italy", 4],
      ["Hungary", 0],
      ["Turkey", 0],
    ]);
  });

  it("never offer a dead end, but keep a chosen one removable", () => {
    const options = facetOptions({ entries, counts: [{ id: 1, count: 4 }], selected: [3, 9] });
    expect(options.filter(isOffered).map((option) => option.id)).toEqual([1, 3, 9]);
    expect(options.find((option) => option.id === 9)).toMatchObject({ name: "#9", selected: true });
  });
});
