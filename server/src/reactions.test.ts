import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAYMENT_LISTENERS, reactionsTable } from "./reactions.js";

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

  it("is drawn on the architecture page as it stands in the code", async () => {
    const page = readFileSync(ARCHITECTURE, "utf8");
    const [before, rest = ""] = page.split(START);
    const after = rest.slice(rest.indexOf(END));
    expect(rest.includes(END), `docs/architecture.md holds the block ${START} … ${END}`).toBe(true);
    await expect(`${before}${START}\n${reactionsTable()}\n${after}`).toMatchFileSnapshot(ARCHITECTURE.pathname);
  });
});
