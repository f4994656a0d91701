import { dictionaryBody } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { dictionaryEntryPath, dictionaryWriteBody } from "./dictionary-paths";

describe("dictionary paths", () => {
  it("puts the id after the dictionary path", () => {
    expect(dictionaryEntryPath({ kind: "tag", id: 3, action: "update" })).toBe("course/tag/3/");
    expect(dictionaryEntryPath({ kind: "city", id: 7, action: "delete" })).toBe("course/city/7/");
  });

  it("uses update/ and delete/ for univer-tag", () => {
    expect(dictionaryEntryPath({ kind: "univerTag", id: 4, action: "update" })).toBe("course/univer-tag/update/4/");
    expect(dictionaryEntryPath({ kind: "univerTag", id: 4, action: "delete" })).toBe("course/univer-tag/delete/4/");
  });
});

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
