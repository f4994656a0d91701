import { DATE_PRECISIONS, TASK_FILE_KINDS, TASK_TYPES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { flatten } from "../../../locales/catalogues";
import { RULE_MESSAGES } from "../field-errors";
import en from "./en.json";
import kk from "./kk.json";
import ru from "./ru.json";

const catalogues = { ru: flatten(ru), kk: flatten(kk), en: flatten(en) };

describe("the task screens' texts", () => {
  // Keys built at run time from shared data are invisible to the compiler.
  it("name every task type, file kind, answer type and date precision", () => {
    const needed = [
      ...TASK_TYPES.map((type) => `types.${type}`),
      ...TASK_FILE_KINDS.map((kind) => `fileKinds.${kind}`),
      ...["choice", "text", "view"].map((type) => `editor.answerType.${type}`),
      ...DATE_PRECISIONS.map((precision) => `editor.precision.${precision}`),
      ...[...Object.values(RULE_MESSAGES), "required", "check"].map((rule) => `rules.${rule}`),
    ];
    for (const keys of Object.values(catalogues)) expect(needed.filter((key) => !(key in keys))).toEqual([]);
  });

  it("carry the spec's messages", () => {
    expect(catalogues.en["player.passMark"]).toBe(
      "You need to reach the pass mark; the percentage must be higher than: {{n}}",
    );
    expect(catalogues.en["player.timeUp"]).toBe("Time is up!");
    expect(catalogues.en["player.unsupportedFile"]).toBe("Your browser does not support this file");
    expect(catalogues.en["grading.toFinalFailed"]).toBe("Error! The document was not loaded into Final documents!");
  });
});
