import { resolve } from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { libraryChunksInOrder } from "./after-paint";
import { pureContracts } from "./pure-contracts";

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: "chunk", fileName, moduleIds, imports }) as unknown as OutputChunk;

describe("the chunks a drawn page's starter runs early (decision 0177)", () => {
  it("are the ones made of library modules that import only such chunks, each after what it imports", () => {
    const bundle = Object.fromEntries(
      [
        chunk("assets/framework.js", ["/app/node_modules/react/index.js"]),
        chunk("assets/zod.js", ["/app/node_modules/zod/index.js"]),
        chunk("assets/fields.js", ["/app/contracts/src/fields.ts"], ["assets/zod.js"]),
        // A feature's texts the bundler put beside an endpoint the contracts name: it must wait for i18next's start.
        chunk("assets/texts.js", [
          "/app/contracts/src/endpoints/routes/exercises.ts",
          "/app/web/src/features/tasks/texts.ts",
        ]),
        chunk("assets/grading.js", ["/app/contracts/src/answers.ts"], ["assets/texts.js", "assets/fields.js"]),
      ].map((file) => [file.fileName, file]),
    ) as OutputBundle;
    expect(libraryChunksInOrder(bundle)).toEqual(["assets/framework.js", "assets/zod.js", "assets/fields.js"]);
  });
});

describe("the contracts' constants marked as made without side effects (decision 0180)", () => {
  const plugin = pureContracts();
  const transform = plugin.transform as { handler: (code: string, id: string) => { code: string } | undefined };
  const contract = resolve(import.meta.dirname, "../../contracts/src/example.ts");
  const source = [
    'import { z } from "zod";',
    'export const CHANNELS = ["app", "email"] as const;',
    'export const labels: Record<string, string> = { app: "Приложение", email: "Почта" };',
    "export const channel = z.enum(CHANNELS);",
    "export const message = z.object({ text: z.string().max(4000), channel }).refine((value) => value.text !== '');",
  ].join("\n");
  const marked = transform.handler.call({ parse: parseAst }, source, contract)?.code ?? "";

  it("wraps each constant made by a call, whole, and leaves the ones written out as they are", () => {
    expect(marked).toContain("export const channel = /* @__PURE__ */ (() => (z.enum(CHANNELS)))();");
    expect(marked).toContain(
      "export const message = /* @__PURE__ */ (() => (z.object({ text: z.string().max(4000), channel }).refine((value) => value.text !== '')))();",
    );
    expect(marked).toContain('export const CHANNELS = ["app", "email"] as const;');
    // Positions count characters, not bytes: a mark after Cyrillic text lands where it should.
    expect(marked).toContain('{ app: "Приложение", email: "Почта" };');
  });

  it("leaves a file outside the contracts and a test alone", () => {
    expect(transform.handler.call({ parse: parseAst }, source, "/app/web/src/example.ts")).toBeUndefined();
    expect(transform.handler.call({ parse: parseAst }, source, contract.replace(".ts", ".test.ts"))).toBeUndefined();
  });
});
