import { studentRecordFields } from "@school/contracts";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { mailingDeliveries, studentCommunications, studentRecords } from "../db/schema/index.js";
import { loadRecord } from "../modules/student-record/student-record.queries.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo student records", () => {
  it("are seeded once, valid as the API would take them, with balances following the tranches", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const records = await database.db.select().from(studentRecords);
    // Four students' records, and the consultation lead a referred friend left (demo-marketing.ts).
    expect(records).toHaveLength(5);
    for (const row of records) {
      const record = await loadRecord({ db: database.db, schoolId: row.schoolId }, row.userId);
      expect(studentRecordFields.safeParse(record).success).toBe(true);
    }
    expect(records.map((row) => row.paymentBalance).sort()).toEqual([0, 0, 0, 300_000, 500_000]);
    // Eight notes on the students, the lead's request, and a line per demo mailing delivery that had an address.
    const delivered = await database.db.select().from(mailingDeliveries).where(isNotNull(mailingDeliveries.address));
    expect(await database.db.select().from(studentCommunications)).toHaveLength(9 + delivered.length);
  });
});
