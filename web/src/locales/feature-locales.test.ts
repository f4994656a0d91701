import { UI_LANGUAGES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { FEATURE_CATALOGUES, flatten } from "./catalogues";

describe("the texts each feature loads with its code", () => {
  it("are found for the features that have them", () => {
    expect(Object.keys(FEATURE_CATALOGUES)).toEqual(
      expect.arrayContaining(["tasks", "schedule", "student-record", "onboarding"]),
    );
  });

  for (const [feature, catalogues] of Object.entries(FEATURE_CATALOGUES)) {
    it(`${feature}: the same keys in ru, kk and en, none empty`, () => {
      const keys = Object.fromEntries(UI_LANGUAGES.map((language) => [language, flatten(catalogues[language] ?? {})]));
      const englishKeys = Object.keys(keys.en ?? {}).sort();
      expect(englishKeys.length).toBeGreaterThan(0);
      for (const language of UI_LANGUAGES) {
        expect(Object.keys(keys[language] ?? {}).sort(), language).toEqual(englishKeys);
        expect(Object.entries(keys[language] ?? {}).filter(([, text]) => text.trim() === "")).toEqual([]);
      }
    });
  }
});
