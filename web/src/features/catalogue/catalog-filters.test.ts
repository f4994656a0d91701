import { CATALOG_SORTS, catalogQuery, SORT_QUERY } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { SAVED_FILTER_KEYS } from "../session";
import {
  countActiveFilters,
  EMPTY_FILTERS,
  FACET_KEYS,
  FILTER_PARAMS,
  FILTER_ROWS,
  filtersToApiQuery,
  filtersToSearch,
  hasAnyFilterParam,
  parseFilters,
} from "./catalog-filters";
import { readSavedFilters, SAVED_FILTER_BY_PARAM, writeSavedFilters } from "./saved-catalog-filters";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("catalogue filters in the URL", () => {
  it("round-trip through the query string", () => {
    const search = new URLSearchParams(
      "q=law&tag=1,2&city=5&university=7&univer_tag=3&degree=2&speciality=9&format_fil=4&lang=en,it&cost_min=100&price_max=5000&is_open=true&sort=cheap&page=3",
    );
    const filters = parseFilters(search);
    expect(filters.facets).toEqual({
      tag: [1, 2],
      city: [5],
      university: [7],
      univer_tag: [3],
      degree: [2],
      speciality: [9],
      format: [4],
    });
    expect(filters.lang).toEqual(["en", "it"]);
    expect(filters.ranges).toEqual({ cost_min: 100, cost_max: null, price_min: null, price_max: 5000 });
    expect(filters).toMatchObject({ q: "law", isOpen: true, sort: "cheap", page: 3 });
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
  });

  it("drop what the contract would refuse", () => {
    const filters = parseFilters(new URLSearchParams("tag=1,x&lang=xx,en&cost_min=-5&sort=weird&page=0&is_open=yes"));
    expect(filters).toEqual({ ...EMPTY_FILTERS, lang: ["en"] });
  });

  it("leave defaults out of a clean address", () => {
    expect(filtersToSearch(EMPTY_FILTERS).toString()).toBe("");
    expect(hasAnyFilterParam(new URLSearchParams("page=2"))).toBe(false);
    expect(hasAnyFilterParam(new URLSearchParams("tag=1"))).toBe(true);
  });

  it("count chosen filters for the mobile button", () => {
    expect(countActiveFilters(parseFilters(new URLSearchParams("q=x&tag=1,2&lang=en&is_open=true&price_min=1")))).toBe(
      5,
    );
  });
});

describe("the catalogue request", () => {
  it("is a query the contract accepts, with the sort and the interface language", () => {
    const filters = parseFilters(new URLSearchParams("tag=1,2&format_fil=4&sort=expensive&page=2"));
    const query = filtersToApiQuery(filters, "kk");
    expect(query).toEqual({ tag: "1,2", format_fil: "4", price_value: "desc", translate_lang: "kk", page: 2 });
    expect(catalogQuery.safeParse(query).success).toBe(true);
  });

  it("maps every sort option through SORT_QUERY", () => {
    for (const sort of CATALOG_SORTS) {
      const query = filtersToApiQuery({ ...EMPTY_FILTERS, sort }, "ru");
      expect(query).toMatchObject(SORT_QUERY[sort]);
      expect(query).not.toHaveProperty("sort");
    }
  });
});

describe("filter rows", () => {
  it("show every facet exactly once, in the spec's four rows", () => {
    expect(FILTER_ROWS.map((row) => row.length)).toEqual([2, 2, 2, 1]);
    expect([...FILTER_ROWS.flat()].sort()).toEqual([...FACET_KEYS].sort());
  });
});

describe("saved catalogue filters", () => {
  it("are all registered, so logout clears them", () => {
    for (const key of Object.values(SAVED_FILTER_BY_PARAM)) expect(SAVED_FILTER_KEYS).toContain(key);
    expect(Object.keys(SAVED_FILTER_BY_PARAM).sort()).toEqual(FILTER_PARAMS.filter((p) => p !== "page").sort());
  });

  it("remember the filters but not the page", () => {
    const storage = memoryStorage();
    writeSavedFilters(new URLSearchParams("tag=1,2&q=law&page=4&sort=fee"), storage);
    expect(storage.getItem("filter_category")).toBe("1,2");
    expect(readSavedFilters(storage).toString()).toBe("q=law&tag=1%2C2&sort=fee");
    writeSavedFilters(new URLSearchParams(""), storage);
    expect(storage.length).toBe(0);
  });
});
