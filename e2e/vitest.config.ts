import { defineConfig } from "vitest/config";

/** Browser tests: one platform and one Chromium per file, files one after another (2-core machines). */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
  },
});
