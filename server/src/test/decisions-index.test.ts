import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../../../docs/decisions/", import.meta.url);

/** The decisions' index is how a newcomer finds them: it lists every record, and marks the superseded ones. */
describe("the decisions' index", () => {
  const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = readFileSync(new URL("README.md", folder), "utf8");
  const textOf = (name: string) => readFileSync(new URL(name, folder), "utf8");

  it("holds every record in one format: title, date and status, then context, decision and consequences", () => {
    const misshapen = records.filter((name) => {
      const text = textOf(name);
      const [title, , dated] = text.split("\n");
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      return (
        title !== `# ${name.slice(0, 4)} ${title?.slice(7)}` ||
        !/^# \d{4} \S/.test(title ?? "") ||
        !/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded)/.test(dated ?? "") ||
        sections.join(", ") !== "Context, Decision, Consequences"
      );
    });
    expect(misshapen).toEqual([]);
  });

  it("links every decision record, once, in order", () => {
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
    // Branches merged side by side once doubled the table; a reader should find each record in one place.
    const linked = [...index.matchAll(/^\| \[\d{4}\]\((.+?\.md)\)/gm)].map((match) => match[1]);
    expect(linked).toEqual([...records].sort());
  });

  it("marks a record superseded exactly when the record says so", () => {
    const superseded = (name: string) => /^Date: [^\n]*· Status: superseded/m.test(textOf(name));
    const rowOf = (name: string) =>
      index.split("\n").find((line) => line.startsWith(`| [${name.slice(0, 4)}](${name})`)) ?? "";
    const mismatched = records.filter((name) => superseded(name) !== /superseded/i.test(rowOf(name)));
    expect(mismatched).toEqual([]);
  });
});
