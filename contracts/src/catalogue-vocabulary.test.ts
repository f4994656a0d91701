import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOG_FILTERS, type CatalogFilterName, catalogQuery, readCatalogFilter } from "./catalogue.js";

/** Text near each kind's edges: id lists, numbers in the forms `Number()` reads, language lists, and anything. */
const rawFilter = fc.oneof(
  fc.string(),
  fc
    .array(fc.oneof(fc.nat(), fc.constantFrom(0, 2_147_483_647, 2_147_483_648, 9_999_999_999)), { maxLength: 110 })
    .map((ids) => ids.join(",")),
  fc.double().map(String),
  fc.integer({ min: -5, max: 1_000_000_100 }).map(String),
  fc.constantFrom(" 12 ", "1e3", "0x10", "1.5", "-0", "Infinity", "1000", "1001", "", " ", "12,", ",3", "ru,kk", "RU"),
  fc.array(fc.constantFrom("ru", "kk", "en", "x", "abc"), { maxLength: 4 }).map((codes) => codes.join(",")),
  fc.string().map((text) => ` ${text.repeat(40)} `),
);

describe("the catalogue's address filters are read as catalogQuery reads them (decision 0039)", () => {
  for (const name of Object.keys(CATALOG_FILTERS) as CatalogFilterName[]) {
    it(`${name} (${CATALOG_FILTERS[name]})`, () => {
      fc.assert(
        fc.property(rawFilter, (raw) => {
          const parsed = catalogQuery.shape[name].safeParse(raw);
          expect(readCatalogFilter(name, raw)).toEqual(parsed.success ? parsed.data : undefined);
        }),
        { numRuns: 1500 },
      );
    });
  }
});
