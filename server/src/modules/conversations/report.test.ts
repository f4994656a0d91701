import type { ConversationReport } from "@school/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversationThreads } from "../../db/schema/index.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

/**
 * How fast the school answers (decision 0153): a wait starts at the first of a run of the student's messages and ends
 * at the next staff message; each staff member's first responses with their median and 90th-percentile minutes; the
 * threads waiting now by assignee; staff of the school only.
 */
let harness: TestApp;
let school: TestSchool;
const MINUTE = 60_000;
const start = new Date(Date.now() - 3 * 86_400_000);
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const today = new Date().toISOString().slice(0, 10);
const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
  const message = (direction: "in" | "out", minutes: number, authorId: number | null = null) => ({
    schoolId: school.id,
    studentId: school.users.student,
    direction,
    channel: "app" as const,
    authorId,
    body: direction === "in" ? "A question" : "An answer",
    delivery: "sent" as const,
    createdAt: at(minutes),
  });
  const rows = await harness.database.db
    .insert(conversationMessages)
    .values([
      message("in", 0),
      message("out", 30, school.users.admin),
      // A run of two messages is one wait, from its first; a reply with no staff author (the bot's) is none.
      message("in", 100),
      message("in", 105),
      message("out", 110),
      message("out", 220, school.users.admin_school),
      // Waiting now.
      message("in", 300),
    ])
    .returning({ id: conversationMessages.id });
  await harness.database.db.insert(conversationThreads).values({
    schoolId: school.id,
    studentId: school.users.student,
    assigneeId: school.users.admin,
    lastMessageId: rows.at(-1)!.id,
    waitingSince: at(300),
  });
});
afterAll(async () => {
  await harness?.close();
});

const report = async (role: "admin" | "admin_school" | "teacher" | "student", query = `?from=${weekAgo}&to=${today}`) =>
  harness.app.inject({
    method: "GET",
    url: `/api/v1/conversations/report/${query}`,
    headers: await harness.authAs(school, role),
  });

describe("the conversations report", () => {
  it("gives each staff member's first responses and open threads, and the school's totals", async () => {
    const answer = await report("admin");
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as ConversationReport;
    const row = (id: number) => body.rows.find((each) => each.staff?.id === id);
    expect(row(school.users.admin)).toMatchObject({ answered: 1, median_minutes: 30, p90_minutes: 30, open: 1 });
    expect(row(school.users.admin)?.oldest_wait).toBe(at(300).toISOString());
    expect(row(school.users.admin_school)).toMatchObject({ answered: 1, median_minutes: 120, open: 0 });
    expect(body.totals).toMatchObject({ answered: 2, median_minutes: 75, p90_minutes: 111, open: 1 });
  });

  it("counts only the waits that began in the period, and refuses a period turned around", async () => {
    const later = (await report("admin", `?from=${today}&to=${today}`)).json() as ConversationReport;
    expect(later.totals).toMatchObject({ answered: 0, median_minutes: null, open: 1 });
    expect((await report("admin", `?from=${today}&to=${weekAgo}`)).statusCode).toBe(400);
  });

  it("is the school's staff's only", async () => {
    expect((await report("teacher")).statusCode).toBe(403);
    expect((await report("student")).statusCode).toBe(403);
  });
});
