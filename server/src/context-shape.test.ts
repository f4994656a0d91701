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

/**
 * A job for one school gets its school's work as a request's service gets its `Actor` (issue 52): its kind is a
 * `defineSchoolJobKind`, whose handler is handed the school's `SchoolWork`. So no file that defines a job kind makes
 * a school's scope itself (`schoolScope(…)`), save those named here with their reason.
 */
const JOB_FILES_MAKING_SCOPES: Record<string, string> = {
  "core/queue/school-job.ts": "the helper itself: the one place a job's school's work is made",
};

const JOB_KIND_DEFINERS = ["defineJobKind", "defineSchoolJobKind"];

/** Whether a file's code defines a job kind and calls `schoolScope` (a comment or a string counts nothing). */
function definesJobAndMakesScope(text: string): boolean {
  const called = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) called.add(callee.text);
      else if (ts.isPropertyAccessExpression(callee)) called.add(callee.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("file.ts", text, ts.ScriptTarget.Latest, true));
  return called.has("schoolScope") && JOB_KIND_DEFINERS.some((name) => called.has(name));
}

describe("one shape of school work", () => {
  it("no job file makes its school's scope: its kind is handed it", () => {
    const files = ["core", "modules"].flatMap((folder) => codeFiles(join(SOURCE, folder)));
    const making = files.filter((file) => definesJobAndMakesScope(readFileSync(file, "utf8")));
    expect(making.map((file) => relative(SOURCE, file)).sort()).toEqual(Object.keys(JOB_FILES_MAKING_SCOPES).sort());
  });

  it("finds a job kind's handler making its school's scope, and nothing in comments or strings", () => {
    const byHand = `
      export const remindJob = defineJobKind({
        async handle(payload, context) { await remind(schoolScope(context.deps, payload.school_id), payload); },
      });`;
    const handed = `
      // schoolScope(context.deps, payload.school_id) is made by the helper, as "schoolScope(" says.
      export const remindJob = defineSchoolJobKind({ async handle(payload, { school }) { await remind(school); } });`;
    const namespaced = `export const sweepJob = queue.defineJobKind({
        handle: (payload, context) => sweep(tenancy.schoolScope(context.deps, payload.school_id)),
      });`;
    const listener = "export const listen = (deps, bell) => bellCounts(schoolScope(deps, bell.schoolId), bell);";
    expect([byHand, handed, namespaced, listener].map(definesJobAndMakesScope)).toEqual([true, false, true, false]);
  });
});

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
