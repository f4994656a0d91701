import { nextApplicationStatuses } from "@school/contracts";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.js";
import type { Database } from "../client.js";
import { applicationStatuses, applicationStatusHistory } from "../schema/index.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo application statuses", () => {
  it("are seeded once, each reached through the transition table", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const statuses = await database.db.select().from(applicationStatuses).orderBy(asc(applicationStatuses.courseId));
    expect(statuses.map((row) => row.status)).toEqual(["invitation", "refusal", "selected"]);
    const history = await database.db
      .select()
      .from(applicationStatusHistory)
      .orderBy(asc(applicationStatusHistory.changedAt));
    expect(history).toHaveLength(7);
    for (const entry of history) {
      expect(nextApplicationStatuses(entry.fromStatus)).toContain(entry.toStatus);
    }
  });
});
