import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { followedData, followsDataQueue } from "../../test/queued-jobs.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { openTestDatabase } from "../../test/test-database.js";
import type { AppQueue } from "../queue/job-kinds.js";
import { inTransaction, type SchoolWork, schoolScope, type Transacted } from "./scope.js";

/**
 * `inTransaction`, the one transaction mechanism of the modules (issue 36): the same scope goes on with the
 * transaction as its `db` and, for a scope with its deps, `jobs`, a sender that stores jobs in that transaction; a
 * call inside another's work stays in the outer transaction.
 */
let database: Database;
let queue: AppQueue;
let work: SchoolWork & { caller: string };

beforeAll(async () => {
  database = await openTestDatabase();
  queue = followsDataQueue(database.db) as unknown as AppQueue;
  await queue.start();
  // A scope as an actor is one: the database, a school, the deps (here only the queue) and what else it carries.
  work = { db: database.db, schoolId: 1, deps: { queue } as Deps, caller: "the actor's own field" };
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

/** A school row and its job, written through the scope `inTransaction` hands on. */
const schoolWithJob = async (tx: Transacted<typeof work>, domain: string) => {
  await tx.db.insert(schools).values({ name: domain, domain });
  // The test's own kind is none of the app's.
  const enqueue = tx.jobs.enqueue as unknown as (name: string, payload: unknown) => Promise<unknown>;
  await enqueue("test.follows-data", { domain });
};

describe("inTransaction", () => {
  it("hands on the same scope, with the transaction as its db and a sender whose jobs commit with the data", async () => {
    const seen = await inTransaction(work, async (tx) => {
      await schoolWithJob(tx, "committed.tx.test");
      return { caller: tx.caller, schoolId: tx.schoolId, sameDeps: tx.deps === work.deps, db: tx.db !== work.db };
    });
    expect(seen).toEqual({ caller: "the actor's own field", schoolId: 1, sameDeps: true, db: true });
    expect(await followedData(database.db, "committed.tx.test")).toEqual({
      schools: 1,
      jobs: 1,
    });

    await expect(
      inTransaction(work, async (tx) => {
        await schoolWithJob(tx, "rolled-back.tx.test");
        throw new Error("rolled back after the job was stored");
      }),
    ).rejects.toThrow("rolled back");
    expect(await followedData(database.db, "rolled-back.tx.test")).toEqual({
      schools: 0,
      jobs: 0,
    });
  });

  it("keeps a call inside another's work in the outer transaction, storing through the outer sender", async () => {
    await expect(
      inTransaction(work, async (outer) => {
        await inTransaction(outer, async (inner) => {
          expect(inner.jobs).toBe(outer.jobs);
          await schoolWithJob(inner, "nested.tx.test");
        });
        // The inner call has returned: its row and job are visible to the outer transaction, not yet committed.
        expect(await outer.db.select({ n: count() }).from(schools).where(eq(schools.domain, "nested.tx.test"))).toEqual(
          [{ n: 1 }],
        );
        throw new Error("the outer transaction rolls back");
      }),
    ).rejects.toThrow("outer transaction");
    expect(await followedData(database.db, "nested.tx.test")).toEqual({
      schools: 0,
      jobs: 0,
    });
  });

  it("gives a scope without deps its transaction and no sender", async () => {
    const keys = await inTransaction({ db: database.db, schoolId: 1 }, async (tx) => Object.keys(tx).sort());
    expect(keys).toEqual(["db", "schoolId"]);
  });
});

describe("inTransaction on a school's scope", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it("runs on the school's own handle, as the school's requests do", async () => {
    const school = await harness.newSchool();
    const scope = schoolScope(harness.deps, school.id);
    const seen = await inTransaction(scope, async (tx) => {
      const result = await tx.db.execute(sql`select current_setting('app.school_id', true) as school`);
      return (result as unknown as { rows: { school: string | null }[] }).rows[0]!.school;
    });
    // PostgreSQL runs a school's handle as the requests' role set to the school; the embedded database has one handle.
    expect(seen).toBe(process.env.DATABASE_URL ? String(school.id) : null);
  });
});
