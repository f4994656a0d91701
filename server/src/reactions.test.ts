import { readFileSync } from "node:fs";
import { AUTOMATION_TRIGGER_CONDITIONS } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { PAYMENT_LISTENERS, RECORDED_EVENT_REACTIONS, reactionsTable } from "./reactions.js";

const ARCHITECTURE = new URL("../../docs/architecture.md", import.meta.url);
const START =
  "<!-- reactions: drawn from server/src/reactions.ts by reactions.test.ts; `npx vitest run -u` redraws -->";
const END = "<!-- /reactions -->";

describe("the registry of reactions", () => {
  it("says what each listener does for exactly the events it takes", () => {
    for (const listener of PAYMENT_LISTENERS) {
      const handles = (["paid", "refunded"] as const).filter((event) => listener[event] !== undefined);
      expect(Object.keys(listener.does).sort(), listener.name).toEqual(handles);
    }
  });

  it("lists a reaction to every automation trigger a module records as it happens (the ones no sweep finds)", () => {
    const recorded = Object.entries(AUTOMATION_TRIGGER_CONDITIONS)
      .filter(([, conditions]) => !conditions.swept)
      .map(([trigger]) => trigger)
      .sort();
    const reactedTo = [...new Set(RECORDED_EVENT_REACTIONS.flatMap((reaction) => Object.keys(reaction.does)))].sort();
    expect(reactedTo).toEqual(recorded);
  });

  it("is drawn on the architecture page as it stands in the code", async () => {
    const page = readFileSync(ARCHITECTURE, "utf8");
    const [before, rest = ""] = page.split(START);
    const after = rest.slice(rest.indexOf(END));
    expect(rest.includes(END), `docs/architecture.md holds the block ${START} … ${END}`).toBe(true);
    await expect(`${before}${START}\n${reactionsTable()}\n${after}`).toMatchFileSnapshot(ARCHITECTURE.pathname);
  });
});
