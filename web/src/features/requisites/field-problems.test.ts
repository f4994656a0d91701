import { REQUIRED_REQUISITES, REQUISITE_PROBLEMS } from "@school/contracts";
import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error";
import { codeRule, missingRequisitesText, serverFieldProblems } from "./field-problems";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

beforeAll(async () => {
  await i18n.init({ lng: "en", resources: {} });
  for (const [language, texts] of Object.entries({ en, ru, kk })) {
    i18n.addResourceBundle(language, "translation", { requisites: texts }, true, true);
  }
});

describe("the requisites' problems in the reader's language", () => {
  it("say in English exactly what the server says, and have a text in every language", () => {
    expect(en.problems).toEqual(REQUISITE_PROBLEMS);
    for (const texts of [ru, kk])
      expect(Object.keys(texts.problems).sort()).toEqual(Object.keys(REQUISITE_PROBLEMS).sort());
    for (const field of REQUIRED_REQUISITES) expect(en.fields[field]).toBeTruthy();
  });

  it("refuse a typed code as the contract does, and leave an empty one to the banner", async () => {
    await i18n.changeLanguage("ru");
    const bin = codeRule("bin", i18n.t) as { validator: (rule: unknown, value?: string) => Promise<void> };
    await expect(bin.validator({}, "940140000384")).rejects.toThrow(ru.problems.bin_checksum);
    await expect(bin.validator({}, "9401 4000 0385")).resolves.toBeUndefined();
    await expect(bin.validator({}, "")).resolves.toBeUndefined();
  });

  it("translate the server's refusals field by field and name a document's missing requisites", async () => {
    await i18n.changeLanguage("kk");
    const refused = new ApiError({
      status: 400,
      code: "validation_failed",
      detail: "Check the data",
      fields: { iik: REQUISITE_PROBLEMS.iik_checksum, legal_name: "Too long" },
    });
    expect(serverFieldProblems(refused, i18n.t)).toEqual([
      { name: "iik", errors: [kk.problems.iik_checksum] },
      { name: "legal_name", errors: ["Too long"] },
    ]);
    const missing = new ApiError({
      status: 400,
      code: "requisites_missing",
      detail: "Fill in",
      fields: { bin: "Required for an act", director_name: "Required for an act" },
    });
    expect(missingRequisitesText(missing, i18n.t)).toBe(
      `Алдымен мектептің деректемелерін толтырыңыз (${kk.fields.bin}, ${kk.fields.director_name}): Баптаулар → Деректемелер.`,
    );
  });
});
