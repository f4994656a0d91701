import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The two halves of the accessibility walk: four-line files over e2e/accessibility-walk.ts, the longest by far. */
const WALK = /accessibility-(desktop|phone)\.e2e\.ts$/;

/**
 * Longest first, so that the workers finish together (decision 0104). Vitest orders by the last run's durations when
 * it has them (node_modules/.vite) and otherwise by file size, which put the walk's two tiny files last on a fresh
 * clone: they then ran alone for their last minutes while the third worker waited.
 */
class WalkFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => WALK.test(file.moduleId)),
      ...sorted.filter((file) => !WALK.test(file.moduleId)),
    ];
  }
}

/**
 * Browser tests: one platform per file, on a database of its own copied from the run's seeded demo (decision 0114),
 * one Chromium per worker (decision 0115); three files at once, the longest first (decision 0104).
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    // Hang detectors, not speed limits (the slowest-files report and the benches watch speed): on a machine three
    // times slower than the one the suite was timed on (2026-11-27: the same files took 3.5 times as long), the longest
    // journeys passed a minute and failed there, while nothing in them had stopped.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: "forks",
    maxWorkers: 3,
    sequence: { sequencer: WalkFirst },
    // A worker imports the server and the harness once and runs its files one after another in them; each file still
    // starts its own platform, and each test opens its own browser context.
    isolate: false,
    globalSetup: ["server/src/test/test-run.ts"],
    reporters: [
      "default",
      "./server/src/test/slowest-files-reporter.ts",
      "./server/src/test/skipped-tests-reporter.ts",
    ],
    // A screen reaches its state once the API has answered and React has drawn it, which on a busy 2-core machine
    // takes longer than expect.poll's default second; this is a wait for one state, as Playwright's own waits are.
    expect: { poll: { timeout: 10_000 } },
  },
});
