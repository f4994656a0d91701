import { defineConfig } from "vitest/config";

/**
 * Browser tests: one platform per file, on a database of its own copied from the run's seeded demo (decision 0114),
 * one Chromium per worker (decision 0115); two files at once (decision 0104).
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // A worker imports the server and the harness once and runs its files one after another in them; each file still
    // starts its own platform, and each test opens its own browser context.
    isolate: false,
    globalSetup: ["server/src/test/test-run.ts"],
    reporters: ["default", "./server/src/test/slowest-files-reporter.ts"],
    // A screen reaches its state once the API has answered and React has drawn it, which on a busy 2-core machine
    // takes longer than expect.poll's default second; this is a wait for one state, as Playwright's own waits are.
    expect: { poll: { timeout: 10_000 } },
  },
});
