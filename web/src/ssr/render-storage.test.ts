import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createRenderStorage } from "./render-storage";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a server render's storage", () => {
  it("gives each of two interleaved runs its own store across their awaits, and none outside them", async () => {
    const storage = createRenderStorage<string>();
    const seen: string[] = [];
    const render = (name: string, waitMs: number) =>
      storage.run(name, async () => {
        await tick(waitMs);
        seen.push(`${name}:${storage.current()}`);
        await tick(waitMs);
        return storage.current();
      });
    expect(await Promise.all([render("first", 20), render("second", 5)])).toEqual(["first", "second"]);
    expect(seen.sort()).toEqual(["first:first", "second:second"]);
    expect(storage.current()).toBeUndefined();
  });

  it("leaves Node's promise hooks off once no run is in flight, in a process of its own", () => {
    // A promise's callback runs under an async id of its own only while promise hooks are on (node:async_hooks).
    const script = `
      import { executionAsyncId } from "node:async_hooks";
      import { createRenderStorage } from ${JSON.stringify(fileURLToPath(new URL("./render-storage.ts", import.meta.url)))};
      const hooksOn = () => new Promise((done) =>
        setTimeout(async () => done((await Promise.resolve().then(executionAsyncId)) !== 0), 1));
      const storage = createRenderStorage();
      const during = [];
      const run = (ms) => storage.run("page", async () => { await new Promise((r) => setTimeout(r, ms)); during.push(await hooksOn()); });
      await Promise.all([run(5), run(15)]);
      console.log(JSON.stringify({ during, after: await hooksOn() }));
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(JSON.parse(output)).toEqual({ during: [true, true], after: false });
  });
});
