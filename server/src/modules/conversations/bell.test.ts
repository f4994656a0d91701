import { NOTIFICATION_SOCKET_PATH } from "@school/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

/**
 * The bell counts the conversations that wait for its reader (issue 37): for staff, threads with unread messages from
 * students that are theirs or nobody's; for a student, their thread with a reply they have not read. The count
 * follows live on the bell's channel when a message arrives, and falls when the thread is read.
 */
let harness: TestApp;
let school: TestSchool;

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
});
afterAll(async () => {
  await harness?.close();
});

type Role = "admin_school" | "admin" | "student";
const call = async (role: Role, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: await harness.authAs(school, role),
    ...(payload ? { payload } : {}),
  });
const waiting = async (role: Role) =>
  ((await call(role, "GET", "notifications/unread/")).json() as { threads: number }).threads;

describe("the bell's waiting conversations", () => {
  it("count for staff the unread threads that are theirs or nobody's, and for a student an unread reply", async () => {
    const origin = await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = new WebSocket(`${origin.replace(/^http/, "ws")}${NOTIFICATION_SOCKET_PATH}`);
    const heard: number[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === "unread") heard.push(message.threads);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    const { authorization } = await harness.authAs(school, "admin");
    socket.send(JSON.stringify({ type: "hello", token: authorization.slice("Bearer ".length) }));
    await expect.poll(() => heard.at(-1)).toBe(0);

    expect(
      (await call("student", "POST", "conversations/mine/messages/", { text: "Is my visa booked?" })).statusCode,
    ).toBe(201);
    // Nobody's thread: both staff members' bells count it, the manager's at once on the live channel.
    await expect.poll(() => heard.at(-1)).toBe(1);
    expect(await waiting("admin")).toBe(1);
    expect(await waiting("admin_school")).toBe(1);
    expect(await waiting("student")).toBe(0);

    // Taken by the school admin: no longer the manager's.
    const assigned = await call("admin", "PUT", `conversations/students/${school.users.student}/assignee/`, {
      assignee_id: school.users.admin_school,
    });
    expect(assigned.statusCode).toBeLessThan(300);
    expect(await waiting("admin")).toBe(0);
    expect(await waiting("admin_school")).toBe(1);
    await expect.poll(() => heard.at(-1)).toBe(0);

    // Answered and read: nothing waits for the staff; the reply waits for the student until they open the chat.
    await call("admin_school", "POST", `conversations/students/${school.users.student}/messages/`, { text: "Yes." });
    await call("admin_school", "POST", `conversations/students/${school.users.student}/read/`);
    expect(await waiting("admin_school")).toBe(0);
    expect(await waiting("student")).toBe(1);
    expect((await call("student", "GET", "conversations/mine/")).statusCode).toBe(200);
    expect(await waiting("student")).toBe(0);
    socket.close();
  });
});
