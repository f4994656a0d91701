import { describe, expect, it } from "vitest";
import { filterOptions, moveActive } from "./multi-select-filter";

const cities = [
  { value: 1, label: "Милан" },
  { value: 2, label: "Politecnico di Milano" },
  { value: 3, label: "Алматы" },
  { value: 4, label: "İstanbul" },
];

describe("filterOptions", () => {
  it("keeps every option, in order, for an empty or blank query", () => {
    expect(filterOptions(cities, "")).toEqual(cities);
    expect(filterOptions(cities, "   ")).toEqual(cities);
  });

  it("finds a part of a name in any case and script", () => {
    expect(filterOptions(cities, "мил").map((option) => option.value)).toEqual([1]);
    expect(filterOptions(cities, " MILANO ").map((option) => option.value)).toEqual([2]);
    expect(filterOptions(cities, "ал").map((option) => option.value)).toEqual([3]);
  });

  it("follows the language's case rules when given one", () => {
    expect(filterOptions(cities, "İST", "tr").map((option) => option.value)).toEqual([4]);
  });

  it("finds nothing for a text no name contains", () => {
    expect(filterOptions(cities, "Берлин")).toEqual([]);
  });
});

describe("moveActive", () => {
  it("starts at the first or last option, then wraps around", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
  });

  it("lands nowhere in an empty list", () => {
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
