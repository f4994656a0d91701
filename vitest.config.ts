import { defineConfig } from "vitest/config";

/** Unit and API tests of every workspace; the browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    include: ["contracts/src/**/*.test.ts", "server/src/**/*.test.ts", "web/src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
