import { dictionaryBody, dictionaryUpdateBody } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { dictionaryWriteBody, hasAnyName } from "./dictionary-write-body";

describe("dictionary write bodies", () => {
  it("send the three names, trimmed, and fit the contract's bodies for every kind", () => {
    const tag = dictionaryWriteBody({ kind: "tag", names: { ru: " Италия ", en: "Italy" } });
    expect(tag).toEqual({ name_ru: "Италия", name_kk: "", name_en: "Italy" });
    expect(dictionaryBody("tag").safeParse(tag).success).toBe(true);
    const city = dictionaryWriteBody({ kind: "city", names: { kk: "Милан" }, tagId: 2 });
    expect(dictionaryBody("city").safeParse(city).data).toEqual({
      name_ru: "",
      name_kk: "Милан",
      name_en: "",
      tag_id: 2,
    });
    const degree = dictionaryWriteBody({ kind: "degree", names: { en: "MSc" }, tagId: 2 });
    expect(degree).not.toHaveProperty("tag_id");
    expect(dictionaryUpdateBody("degree").safeParse(degree).success).toBe(true);
  });

  it("tell a form with no name at all", () => {
    expect(hasAnyName({ ru: " ", kk: "" })).toBe(false);
    expect(hasAnyName({ en: "Rome" })).toBe(true);
  });
});
