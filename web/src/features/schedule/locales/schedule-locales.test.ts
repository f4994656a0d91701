import { describe, expect, it } from "vitest";
import en from "./en.json";
import kk from "./kk.json";
import ru from "./ru.json";

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") into[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

describe("the schedule's texts", () => {
  it("have the same keys in ru, kk and en, none empty", () => {
    const catalogues = { ru: flatten(ru), kk: flatten(kk), en: flatten(en) };
    const englishKeys = Object.keys(catalogues.en).sort();
    expect(Object.keys(catalogues.ru).sort()).toEqual(englishKeys);
    expect(Object.keys(catalogues.kk).sort()).toEqual(englishKeys);
    for (const keys of Object.values(catalogues)) {
      expect(Object.entries(keys).filter(([, text]) => text.trim() === "")).toEqual([]);
    }
  });
});
