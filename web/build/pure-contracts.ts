import { resolve } from "node:path";
import type { Plugin } from "vite";

type Node = { type: string; start: number; end: number };
type Declarator = { init: Node | null };
type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };

/** Values that cost nothing to make and that the bundler already drops when nothing reads them. */
const ALREADY_PURE = new Set(["Literal", "Identifier", "ArrowFunctionExpression", "FunctionExpression"]);
/** A value written without a call (a list of words, a table of numbers) is dropped unread already. */
const makesACall = (code: string, init: Node) => code.slice(init.start, init.end).includes("(");

/**
 * The contracts declare each call's zod schemas beside the enums and constants the screens read (one source per
 * fact). A schema is made by calling zod, which the bundler must assume does something, so a screen that read one
 * constant of a module got every schema of that module built as its code ran, and zod's core (25 KB gzipped) with
 * them: the inbox built every conversation schema to read the list of channels (decision 0180). Each top-level
 * constant of the contracts is marked as made without side effects: what the browser's code reads is kept and made
 * as before, what it does not read is dropped. Nothing in the contracts registers a schema anywhere as it is made
 * (the server, which documents them, is not built by this).
 */
export function pureContracts(): Plugin {
  const contracts = `${resolve(import.meta.dirname, "../../contracts/src")}/`;
  return {
    name: "school:pure-contracts",
    transform: {
      filter: { id: /[\\/]contracts[\\/]src[\\/].*\.ts$/ },
      handler(code, id) {
        if (!id.startsWith(contracts) || id.endsWith(".test.ts")) return;
        const program = this.parse(code, { lang: "ts" }) as unknown as { body: Statement[] };
        const inits = program.body
          .map((statement) => (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement))
          .filter((statement): statement is Statement => statement?.type === "VariableDeclaration")
          .flatMap((statement) => statement.declarations ?? [])
          .map((declarator) => declarator.init)
          .filter((init): init is Node => init !== null && !ALREADY_PURE.has(init.type) && makesACall(code, init))
          .sort((left, right) => right.start - left.start);
        if (inits.length === 0) return;
        let marked = code;
        // From the last to the first, so that each insertion leaves the earlier positions as they were.
        for (const init of inits)
          marked = `${marked.slice(0, init.start)}/* @__PURE__ */ (() => (${marked.slice(init.start, init.end)}))()${marked.slice(init.end)}`;
        return { code: marked, map: null };
      },
    },
  };
}
