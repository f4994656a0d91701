import type { TestOptions } from "vitest";
import { findPostgresBinaries } from "./private-postgres.js";

declare module "vitest" {
  interface TaskMeta {
    /** What the test needs beyond Node and the embedded database; set by `needs` below, read by the reporter. */
    needs?: NeedName;
  }
}

/**
 * What some tests need beyond Node and the embedded database, whether this run has it, and how to get it. A test skips
 * only through `needs` (a unit test holds that), so the skipped-tests reporter can say of each one why it did not run
 * (issue 39): nothing is skipped silently.
 */
export const NEEDS = {
  postgres: {
    present: Boolean(process.env.DATABASE_URL),
    missing: "PostgreSQL: the run was on the embedded database",
    remedy:
      "start PostgreSQL on 127.0.0.1:5432 or set DATABASE_URL; where it is installed but stopped, npm test starts one of its own",
  },
  postgresBinaries: {
    present: findPostgresBinaries() !== null,
    missing: "PostgreSQL's programs in /usr/lib/postgresql",
    remedy: "apt-get install postgresql",
  },
} as const;

export type NeedName = keyof typeof NEEDS;

/** A test's or suite's options that skip it on a run without `need`, naming the need for the reporter. */
export function needs(need: NeedName): TestOptions {
  return { skip: !NEEDS[need].present, meta: { needs: need } };
}
