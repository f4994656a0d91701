import { describe, expect, it } from "vitest";
import { isolated } from "./user-text";

describe("a person's text inside a translated sentence", () => {
  it("is one isolate: an override in it ends with it, and the sentence reads on as written", () => {
    const sentence = `Held by ${isolated("Eve\u202Elive")} since Monday`;
    expect(sentence).toBe("Held by \u2068Eve\u202Elive\u2069 since Monday");
    // Every isolate and override opened inside is closed by the isolate's end (Unicode's bidi algorithm, rule X6a).
    expect(sentence.indexOf("\u2069")).toBeGreaterThan(sentence.indexOf("\u202E"));
  });
});
