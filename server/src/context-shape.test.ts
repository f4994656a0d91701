import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { type Counts, codeFiles, count, expectNoGrowth } from "./test/ratchet.js";

/**
 * One context shape all the way down (issue 36): a request, a job and a listener each act through a scope of the same
 * shape on its school's handle (an `Actor`, or `schoolScope(deps, schoolId)`), every transaction is `inTransaction`,
 * which hands the same scope on with the transaction and its job sender, and a function takes at most two positional
 * parameters (what more it needs travels in its input object). What still stands otherwise is counted per file in
 * `test/context-shape.txt`, a ratchet (`test/ratchet.ts`): a file may only go down (then `npx vitest run -u` lowers
 * its line), and a file not listed has none. Read with the TypeScript parser, not patterns, so a comment or a string
 * counts nothing.
 */
const SOURCE = dirname(fileURLToPath(import.meta.url));
const BASELINE = join(SOURCE, "test/context-shape.txt");

type Counter = (node: ts.Node) => boolean;

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && ts.isIdentifier(property.name)
    ? property.name.text
    : null;

/** Kinds of what is counted: which folders each looks in, and the syntax it counts. */
const COUNTED: Record<string, { folders: readonly string[]; counts: Counter }> = {
  /** A transaction opened other than by `inTransaction`: `db.transaction(…)`, `deps.queue.transaction(…)`. */
  "direct-transaction": {
    folders: ["modules"],
    counts: (node) =>
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "transaction",
  },
  /**
   * A scope written by hand instead of made by `schoolScope` or handed on by `inTransaction`: an object literal with
   * a `db` and a `schoolId` (`{ db: tx, schoolId }`), or a `db` over a scope spread from a name (`{ ...actor, db }`).
   */
  "hand-built-scope": {
    folders: ["modules"],
    counts: (node) => {
      if (!ts.isObjectLiteralExpression(node)) return false;
      const names = node.properties.map(nameOf);
      const spreadName = node.properties.some(
        (property) =>
          ts.isSpreadAssignment(property) &&
          (ts.isIdentifier(property.expression) || ts.isPropertyAccessExpression(property.expression)),
      );
      return names.includes("db") && (names.includes("schoolId") || spreadName);
    },
  },
  /** Another shape of scope: `Scope & { … }`, where an `Actor`, a `SchoolWork` or an input object would do. */
  "scope-intersection": {
    folders: ["modules", "core"],
    counts: (node) =>
      ts.isIntersectionTypeNode(node) &&
      node.types.some((type) => ts.isTypeReferenceNode(type) && type.typeName.getText() === "Scope") &&
      node.types.some(ts.isTypeLiteralNode),
  },
  /** A function (declaration, arrow, expression, method, constructor) with more than two positional parameters. */
  "more-than-two-parameters": {
    folders: ["modules", "core"],
    counts: (node) =>
      (ts.isFunctionDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node)) &&
      node.parameters.filter((parameter) => parameter.name.getText() !== "this").length > 2,
  },
};

/** Every node of a file that each kind counts. */
function countIn(text: string, kinds: [string, Counter][]): Map<string, number> {
  const found = new Map<string, number>();
  const file = ts.createSourceFile("file.ts", text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    for (const [kind, counts] of kinds) if (counts(node)) found.set(kind, (found.get(kind) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** "kind path" → how many, over every file of the folders counted. */
function countNow(): Counts {
  const counts: Counts = new Map();
  for (const folder of ["core", "modules"]) {
    const kinds = Object.entries(COUNTED)
      .filter(([, { folders }]) => folders.includes(folder))
      .map(([kind, { counts: counter }]) => [kind, counter] as [string, Counter]);
    for (const file of codeFiles(join(SOURCE, folder))) {
      const path = relative(SOURCE, file);
      for (const [kind, found] of countIn(readFileSync(file, "utf8"), kinds)) count(counts, { kind, path }, found);
    }
  }
  return counts;
}

describe("one context shape", () => {
  it("grows nowhere: no file opens more transactions by hand, builds more scopes, or takes more positional parameters", async () => {
    await expectNoGrowth(countNow(), BASELINE);
  });

  it("counts what it says it counts", () => {
    const every = Object.entries(COUNTED).map(([kind, { counts }]) => [kind, counts] as [string, Counter]);
    const sample = `
      // db.transaction(() => 1) in a comment, and "deps.queue.transaction(" in a string, count nothing.
      await deps.db.transaction(async (tx) => tx);
      await actor.deps.queue.transaction(async (db, jobs) => ({ ...actor, db }));
      await inTransaction(actor, async (tx) => notify(tx, { userIds }));
      const scope = { db: tx, schoolId: actor.schoolId };
      const deps = { ...ownerDeps(app), db: app.db };
      const values = { schoolId, userId };
      type Job = Scope & { queue: AppQueue };
      type Work = Transacted<SchoolWork>;
      function three(scope: Scope, id: number, today: string) {}
      const arrow = (a: number, b: number, c?: number) => a;
      function typed(this: Window, scope: Scope, input: { id: number }) {}
      class C { constructor(a: A, b: B, c: C) {} method(a: A, b: B) {} }`;
    expect(Object.fromEntries(countIn(sample, every))).toEqual({
      "direct-transaction": 2,
      "hand-built-scope": 2,
      "scope-intersection": 1,
      "more-than-two-parameters": 3,
    });
  });
});
