import { parseTask } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { parseInsertWords, parseWordsOptions, writeInsertWords, writeWordsOptions } from "./gap-text";

describe("gap notation of the constructor", () => {
  it("reads insert-words gaps with their accepted answers and writes them back", () => {
    const parsed = parseInsertWords("The cat [sat|sits] on the [mat].", []);
    expect(parsed.segments.map((segment) => segment.type)).toEqual(["text", "gap", "text", "gap", "text"]);
    const ids = parsed.segments.flatMap((segment) => (segment.type === "gap" ? [segment.id] : []));
    expect(ids.map((id) => parsed.gaps[id])).toEqual([["sat", "sits"], ["mat"]]);
    expect(writeInsertWords(parsed.segments, parsed.gaps)).toBe("The cat [sat|sits] on the [mat].");
    const task = parseTask("insert_words", { content: { segments: parsed.segments }, key: { gaps: parsed.gaps } });
    expect(task.ok).toBe(true);
  });

  it("keeps the gaps' ids when the text around them changes", () => {
    const first = parseInsertWords("A [b] c [d]", []);
    const second = parseInsertWords("Now A [b] and c [d|e]", first.segments);
    expect(second.segments.filter((segment) => segment.type === "gap")).toEqual(
      first.segments.filter((segment) => segment.type === "gap"),
    );
  });

  it("reads the starred option of a drop-down as the right one, keeping option ids by text", () => {
    const parsed = parseWordsOptions("I [*am|is|are] here", []);
    const gap = parsed.segments[1];
    if (gap?.type !== "gap") throw new Error("expected a gap");
    expect(gap.options.map((option) => option.text)).toEqual(["am", "is", "are"]);
    expect(parsed.gaps[gap.id]).toBe(gap.options[0]?.id);
    expect(writeWordsOptions(parsed.segments, parsed.gaps)).toBe("I [*am|is|are] here");
    const again = parseWordsOptions("I [am|*is|be] here", parsed.segments);
    const gapAgain = again.segments[1];
    if (gapAgain?.type !== "gap") throw new Error("expected a gap");
    expect(gapAgain.options[1]?.id).toBe(gap.options[1]?.id);
    expect(again.gaps[gapAgain.id]).toBe(gap.options[1]?.id);
    expect(parseTask("words_options", { content: { segments: again.segments }, key: { gaps: again.gaps } }).ok).toBe(
      true,
    );
  });

  it("leaves a gap without a starred option unanswered, which the contract refuses", () => {
    const parsed = parseWordsOptions("I [am|is] here", []);
    expect(parsed.gaps).toEqual({});
    const task = parseTask("words_options", { content: { segments: parsed.segments }, key: { gaps: parsed.gaps } });
    expect(task.ok).toBe(false);
  });
});
