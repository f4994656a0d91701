import { parseTask, TASK_DEFINITIONS, TASK_TYPES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { TASK_EDITORS, TASK_PLAYERS } from "./registry";

describe("the web task registry", () => {
  it("has an editor, a player and a fresh task for every type of the shared registry", () => {
    expect(Object.keys(TASK_EDITORS).sort()).toEqual([...TASK_TYPES].sort());
    expect(Object.keys(TASK_PLAYERS).sort()).toEqual([...TASK_TYPES].sort());
  });

  it.each(TASK_TYPES)("%s: a fresh task is refused with field errors, never a crash", (type) => {
    const draft = TASK_EDITORS[type].empty();
    const result = parseTask(type, draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields).length).toBeGreaterThan(0);
  });

  it.each(TASK_TYPES)("%s: fresh ids are random, not positions", (type) => {
    const first = JSON.stringify(TASK_EDITORS[type].empty());
    const ids = [...first.matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(TASK_DEFINITIONS[type]).toBeDefined();
  });
});
