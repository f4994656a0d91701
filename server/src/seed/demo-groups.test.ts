import { GROUP_TYPES, groupCapacity } from "@school/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { groupStudents, groupTimetable, studyGroups } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo groups", () => {
  it("are seeded once: every type, within its size, each with a teacher, students and a timetable", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const groups = await database.db
      .select({ id: studyGroups.id, type: studyGroups.typeGroup, teacherId: studyGroups.teacherId })
      .from(studyGroups);
    expect(new Set(groups.map((group) => group.type))).toEqual(new Set(GROUP_TYPES));
    for (const group of groups) {
      const [students] = await database.db
        .select({ total: count() })
        .from(groupStudents)
        .where(eq(groupStudents.groupId, group.id));
      expect(students!.total).toBeGreaterThan(0);
      expect(students!.total).toBeLessThanOrEqual(groupCapacity(group.type));
      expect(group.teacherId).not.toBeNull();
    }
    const slots = await database.db.select({ groupId: groupTimetable.groupId }).from(groupTimetable);
    expect(new Set(slots.map((slot) => slot.groupId)).size).toBe(4);
  });
});
