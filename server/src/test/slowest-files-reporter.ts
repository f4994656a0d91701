import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 12;

/**
 * Prints the test files that took longest, after Vitest's own summary: import, then tests and hooks, per file, so the
 * slowest stay in view of whoever runs `npm test` and none grows unnoticed (issue 24).
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: relative(process.cwd(), module.moduleId),
        importMs: diagnostic.collectDuration,
        runMs: diagnostic.duration,
        totalMs: diagnostic.collectDuration + diagnostic.duration,
      };
    });
    if (files.length < 2) return;
    const slowest = files.sort((a, b) => b.totalMs - a.totalMs).slice(0, SHOWN);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = slowest.map(
      (row) => `${seconds(row.totalMs)}${seconds(row.importMs)}${seconds(row.runMs)}  ${row.file}`,
    );
    const total = files.reduce((sum, row) => sum + row.totalMs, 0);
    console.info(
      [
        "",
        `Slowest of ${files.length} files (${seconds(total).trim()} in all, summed over workers)`,
        `${"total".padStart(8)}${"import".padStart(8)}${"tests".padStart(8)}`,
        ...lines,
        "",
      ].join("\n"),
    );
  }
}
