import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../core/storage/storage.js";
import type { Database } from "../db/client.js";
import { conversationMessages, conversationThreads, schools } from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemoConversations } from "./demo-conversations.js";

/**
 * The README's demo story of the inbox is what the demo holds (issue 50): as many threads as it says, Aliya's
 * passport scan a PDF in her thread, Timur's questions unanswered with nobody assigned, Arman's unread.
 */
let database: Database;
let schoolId: number;
let root: string;
const ids: Record<string, number> = {};
const PEOPLE = ["aliya", "timur", "dana", "nursultan", "student"] as const;

beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(join(tmpdir(), "demo-conversations-"));
  const [school] = await database.db.insert(schools).values({ name: "Demo", domain: "demo-inbox.test" }).returning();
  schoolId = school!.id;
  ids.manager = await addUser(database.db, {
    schoolId,
    email: "manager@demo.kz",
    password: "a-long-password",
    role: "admin",
    firstName: "Manager",
  });
  for (const name of PEOPLE) {
    ids[name] = await addUser(database.db, {
      schoolId,
      email: `${name}@demo.kz`,
      password: "a-long-password",
      role: "student",
      firstName: name,
    });
  }
  await seedDemoConversations(database.db, schoolId, createLocalStorage(root));
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const NUMBERS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6 };

describe("the README's demo inbox", () => {
  it("holds as many threads as the README says, Aliya's passport scan as a PDF in her thread", async () => {
    const readme = await readFile(new URL("../../../README.md", import.meta.url), "utf8");
    const story = /holds (\w+) students' threads[\s\S]*?`\/messages`/.exec(readme);
    expect(story, "the README's paragraph on the demo inbox").not.toBeNull();
    const said = story![0].replace(/\s+/g, " ");
    const threads = await database.db
      .select()
      .from(conversationThreads)
      .where(eq(conversationThreads.schoolId, schoolId));
    expect(threads).toHaveLength(NUMBERS[story![1]!]!);
    const byStudent = (name: string) => threads.find((thread) => thread.studentId === ids[name])!;

    expect(said).toMatch(/Aliya's passport scan came by Telegram as a PDF/);
    const aliya = await database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.studentId, ids.aliya!));
    const scan = aliya.find((message) => message.body.includes("Скан паспорта"));
    expect(scan).toMatchObject({ channel: "telegram", direction: "in", attachmentMime: "application/pdf" });
    expect((await readFile(join(root, scan!.attachmentKey!))).subarray(0, 5).toString()).toBe("%PDF-");

    expect(said).toMatch(/Timur's two questions wait unanswered with nobody assigned/);
    expect(byStudent("timur")).toMatchObject({ assigneeId: null, staffUnread: 2 });
    expect(byStudent("timur").waitingSince).not.toBeNull();
    expect(said).toMatch(/Arman's question about his second tranche is unread/);
    expect(byStudent("student").staffUnread).toBe(1);
    expect(said).toMatch(/Nursultan's WhatsApp question waits/);
    expect(byStudent("nursultan")).toMatchObject({ lastChannel: "whatsapp" });
    expect(byStudent("nursultan").waitingSince).not.toBeNull();
  });
});
