import { courseBody } from "@school/contracts";
import { describe, expect, it } from "vitest";
import {
  checkField,
  courseValuesFrom,
  emptyCourseValues,
  languageOfField,
  splitApiFieldErrors,
  toCourseBody,
} from "./course-form-values";

const { poster: _poster, ...defaults } = emptyCourseValues();
const filled = {
  ...defaults,
  title_ru: "Архитектура",
  short_desc_ru: "Кратко",
  full_desc_ru: "Полностью",
  tag: 3,
};

describe("the program form's body", () => {
  it("starts from the contract's defaults", () => {
    expect(emptyCourseValues()).toMatchObject({ show: true, cost: 0, price_currency: "EUR", degree: null });
    expect(emptyCourseValues().tag).toBeUndefined();
  });

  it("turns cleared controls into what the contract expects", () => {
    const result = toCourseBody({ ...filled, cost: undefined, city: undefined, requirement_years: undefined });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({ cost: 0, city: null, requirement_years: null, tag: 3 });
    expect(courseBody.safeParse(result.body).success).toBe(true);
  });

  it("names the section 5 required fields when empty", () => {
    const result = toCourseBody(emptyCourseValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.problems).sort()).toEqual(["full_desc_ru", "short_desc_ru", "tag", "title_ru"]);
    expect(result.problems.title_ru).toEqual({ key: "required" });
    expect(result.problems.tag).toEqual({ key: "required" });
  });

  it("checks single fields with the contract", () => {
    expect(checkField("title_ru", "   ")).toEqual({ key: "required" });
    expect(checkField("title_en", "x".repeat(301))).toEqual({ key: "tooLong", max: 300 });
    expect(checkField("youtube_link", "https://vimeo.com/1")).toEqual({ key: "youtube" });
    expect(checkField("youtube_link", "https://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(checkField("min_pass_percent", 101)).toEqual({ key: "tooBig", max: 100 });
    expect(checkField("city", undefined)).toBeNull();
  });

  it("fills the edit form from the saved program", () => {
    const values = courseValuesFrom({
      ...courseBody.parse(filled),
      id: 9,
      poster: null,
      poster_thumb: null,
      media: [],
      rounds: [],
      teachers: [],
      students: [],
      requirement_certificates: [],
      documents: [],
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    });
    expect(values).toMatchObject({ title_ru: "Архитектура", tag: 3, show: true });
    expect(values).not.toHaveProperty("id");
  });
});

describe("helpers", () => {
  it("find the language tab of a text field", () => {
    expect(languageOfField("short_desc_kk")).toBe("kk");
    expect(languageOfField("tag")).toBeNull();
  });

  it("place the API's field errors on the form", () => {
    expect(splitApiFieldErrors({ "body.title_ru": "Required", file: "Too large", foo: "bar" })).toEqual({
      known: [
        { name: "title_ru", errors: ["Required"] },
        { name: "poster", errors: ["Too large"] },
      ],
      other: ["foo: bar"],
    });
  });
});
