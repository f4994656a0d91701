import { APPLICATION_STATUSES, nextApplicationStatuses } from "@school/contracts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { applicationStatuses, applicationStatusHistory, users } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo application statuses", () => {
  it("are seeded once, each reached through the transition table, filling every column of the board", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const [student] = await database.db.select().from(users).where(eq(users.email, "student@demo.kz"));
    const statuses = await database.db.select().from(applicationStatuses).orderBy(asc(applicationStatuses.courseId));
    expect(statuses.filter((row) => row.userId === student!.id).map((row) => row.status)).toEqual([
      "invitation",
      "refusal",
      "selected",
    ]);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(statuses).toHaveLength(9);
    const history = await database.db
      .select()
      .from(applicationStatusHistory)
      .orderBy(asc(applicationStatusHistory.changedAt));
    expect(history).toHaveLength(7 + 15);
    for (const entry of history) {
      expect(nextApplicationStatuses(entry.fromStatus)).toContain(entry.toStatus);
    }
  });
});
