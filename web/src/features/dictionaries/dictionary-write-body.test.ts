import { dictionaryBody } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { dictionaryWriteBody } from "./dictionary-write-body";

describe("dictionary write bodies", () => {
  it("match the contract's body for every kind", () => {
    expect(dictionaryBody("tag").safeParse(dictionaryWriteBody({ kind: "tag", name: " Italy " })).data).toEqual({
      tag_name: "Italy",
    });
    expect(
      dictionaryBody("city").safeParse(dictionaryWriteBody({ kind: "city", name: "Rome", tagId: 2 })).data,
    ).toEqual({ city: "Rome", tag_id: 2 });
    expect(
      dictionaryBody("degree").safeParse(dictionaryWriteBody({ kind: "degree", name: "MSc", tagId: 2 })).success,
    ).toBe(true);
  });
});
