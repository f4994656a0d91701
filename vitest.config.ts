import { defineConfig } from "vitest/config";

/** Unit and API tests of every workspace; the browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    include: [
      "contracts/src/**/*.test.ts",
      "server/src/**/*.test.ts",
      "web/src/**/*.test.ts",
      "web/build/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Decision 0103. The files wait on PostgreSQL more than they compute: three at once on two cores. Each worker
    // imports the server once and runs its files one after another in it, instead of importing it again for each
    // file (seconds of CPU a file); every file still builds its own app on its own database.
    maxWorkers: 3,
    isolate: false,
    // The migrated template database every file copies, and the run's scratch databases dropped at its end.
    globalSetup: ["server/src/test/test-run.ts"],
    reporters: [
      "default",
      "./server/src/test/slowest-files-reporter.ts",
      "./server/src/test/skipped-tests-reporter.ts",
    ],
  },
});
