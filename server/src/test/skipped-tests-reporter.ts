import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";
import { NEEDS, type NeedName } from "./requirements.js";

/** Where the README's `npm test` (scripts/test.ts) asks for the list, to print both runs' lists once at its end. */
export const SKIPPED_TESTS_FILE_VARIABLE = "SCHOOL_TEST_SKIPPED_FILE";

export type SkippedTest = { file: string; name: string; need: NeedName | null };

/**
 * Lists, after Vitest's own summary, every test that did not run and why (the need `requirements.ts` declares for
 * it), so a run on the embedded database says which tests it left out and how to run them (issue 39).
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests("skipped")].map((test) => skippedTest(module, test)),
    );
    const file = process.env[SKIPPED_TESTS_FILE_VARIABLE];
    if (file) writeFileSync(file, JSON.stringify(skipped));
    if (skipped.length > 0) console.info(describeSkippedTests(skipped));
  }
}

function skippedTest(module: TestModule, test: TestCase): SkippedTest {
  return { file: relative(process.cwd(), module.moduleId), name: test.fullName, need: test.meta().needs ?? null };
}

/** The skipped tests grouped by why, each group with what gets the need; printed by this reporter and by `npm test`. */
export function describeSkippedTests(skipped: readonly SkippedTest[]): string {
  if (skipped.length === 0) return "Every test ran.";
  const lines = [`${skipped.length} ${skipped.length === 1 ? "test" : "tests"} did not run:`];
  const needs = [...new Set(skipped.map((test) => test.need))];
  for (const need of needs) {
    const tests = skipped.filter((test) => test.need === need);
    lines.push(
      need
        ? `  missing ${NEEDS[need].missing} (${NEEDS[need].remedy}):`
        : "  left out by the run's filter (-t, .only) or skipped without a declared need:",
      ...tests.map((test) => `    ${test.file} › ${test.name}`),
    );
  }
  return lines.join("\n");
}
