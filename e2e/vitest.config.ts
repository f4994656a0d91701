import { defineConfig } from "vitest/config";

/** Browser tests: one platform and one Chromium per file, files one after another (2-core machines). */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
    // A screen reaches its state once the API has answered and React has drawn it, which on a busy 2-core machine
    // takes longer than expect.poll's default second; this is a wait for one state, as Playwright's own waits are.
    expect: { poll: { timeout: 10_000 } },
  },
});
