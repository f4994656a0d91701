import { NOTIFICATION_SOCKET_PATH, SPEC_MESSAGES, type Translations } from "@school/contracts";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { OutgoingMail } from "../../core/mail/mailer.js";
import { deliverMail } from "../../core/notify/notification-email.js";
import { NOTIFICATION_CHANNEL, notify } from "../../core/notify/notify.js";
import { sanitizeRichText } from "../../core/rich-text.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import { listenToChannel } from "../../db/listen.js";
import { notifications, users } from "../../db/schema/index.js";
import { mailJobsTo, settledJobs } from "../../test/queued-jobs.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";
import { sendSchoolDigests } from "./digest/digest.service.js";

const sent: OutgoingMail[] = [];
/** A mail server that takes every address but `refused.*`, which it refuses for good (550), as a real one would. */
const suite = apiSuite({
  mailTransport: {
    async send(mail) {
      if (mail.to.startsWith("refused.")) {
        throw Object.assign(new Error("550 5.1.1 No such user"), { responseCode: 550 });
      }
      sent.push(mail);
    },
  },
});

const BASE = "/api/v1/user/school/send_mail";
const list = (school: TestSchool = suite.school, role: "admin_school" | "admin" = "admin_school") =>
  suite.as(school, role, { method: "GET", url: `${BASE}/list/` });
const create = (payload: object, role: "admin_school" | "admin" | "teacher" | "student" = "admin_school") =>
  suite.as(suite.school, role, { method: "POST", url: `${BASE}/create/`, payload });
const unread = async (school: TestSchool, role: "admin_school" | "admin" | "teacher" | "student") =>
  (await suite.as(school, role, { method: "GET", url: "/api/v1/notifications/unread/" })).json().unread as number;

const emailOf = async (userId: number) =>
  (await suite.harness.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

let counter = 0;
const extraStudent = (email: string) =>
  addUser(suite.harness.database.db, {
    schoolId: suite.school.id,
    email,
    password: "a-long-password-1",
    role: "student",
    firstName: `Extra ${++counter}`,
  });

describe("school notices (send_mail/)", () => {
  it("are for the school admin and the manager only", async () => {
    for (const role of ["admin_school", "admin"] as const) {
      expect((await suite.as(suite.school, role, { method: "GET", url: `${BASE}/list/` })).statusCode).toBe(200);
    }
    for (const role of ["teacher", "student"] as const) {
      expect((await suite.as(suite.school, role, { method: "GET", url: `${BASE}/list/` })).statusCode).toBe(403);
      expect((await create({ title: "x", body: "y", audience: "all" }, role)).statusCode).toBe(403);
      const removal = await suite.as(suite.school, role, { method: "DELETE", url: `${BASE}/delete/1/` });
      expect(removal.statusCode).toBe(403);
    }
  });

  it("reach every user of the school but the sender, in the app and by e-mail, with the counts on the list", async () => {
    const before = await unread(suite.school, "student");
    const response = await create({
      title: "Exam week",
      body: "<p>Exams start <strong>Monday</strong></p>",
      audience: "all",
    });
    expect(response.statusCode).toBe(201);
    const notice = response.json();
    expect(notice).toMatchObject({ title: "Exam week", audience: "all", role: null });
    expect(notice.body).toBe("<p>Exams start <strong>Monday</strong></p>");
    expect(notice.counts.recipients).toBeGreaterThanOrEqual(3);
    expect(await unread(suite.school, "student")).toBe(before + 1);
    expect(await unread(suite.school, "admin_school")).toBe(0);
    // Another school's people see nothing of it.
    expect(await unread(suite.other, "student")).toBe(0);
    await settledJobs(suite.harness.database.db, {
      name: "notifications.email",
      field: "school_id",
      value: suite.school.id,
    });
    const studentEmail = await emailOf(suite.school.users.student);
    expect(sent.some((mail) => mail.to === studentEmail && mail.subject === "Exam week")).toBe(true);
    const listed = (await list()).json();
    const row = listed.results.find((item: { id: number }) => item.id === notice.id);
    expect(row.counts.emailed).toBe(row.counts.recipients);
    expect(row.counts.failed).toBe(0);
  });

  it("reach one role, or only the chosen users", async () => {
    const byRole = (
      await create({ title: "Teachers only", body: "Staff meeting", audience: "role", role: "teacher" })
    ).json();
    expect(byRole.counts.recipients).toBe(1);
    const chosen = await create({
      title: "Just you",
      body: "Hello",
      audience: "users",
      user_ids: [suite.school.users.student],
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().counts.recipients).toBe(1);
    const feed = (await suite.as(suite.school, "student", { method: "GET", url: "/api/v1/notifications/" })).json();
    expect(feed.results[0]).toMatchObject({ kind: "school_notice", title: "Just you", body: "Hello" });
  });

  it("refuse bad input and users of another school with 400", async () => {
    const bad = [
      { title: "", body: "x", audience: "all" },
      { title: "x", body: "x", audience: "everyone" },
      { title: "x", body: "x", audience: "role" },
      { title: "x", body: "x", audience: "users" },
      { title: "x", body: "x", audience: "role", role: "root" },
      { title: "a\u0000b", body: "x", audience: "all" },
      { title: "x".repeat(201), body: "x", audience: "all" },
      { title: "x", body: "<script>alert(1)</script>", audience: "all" },
      { title: "x", body: "x", audience: "users", user_ids: [suite.other.users.student] },
      { title: "x", body: "x", audience: "users", user_ids: [2_147_483_647] },
      { title: "x", body: "x", audience: "all", extra: 1 },
    ];
    for (const payload of bad) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("keep only the allow-listed markup of the body", async () => {
    const payload = `<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)>
      <a href="javascript:alert(1)">bad</a> <a href="https://example.kz">good</a><iframe src="https://evil"></iframe>
      <svg onload=alert(1)></svg><style>p{}</style></p>`;
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|<img|<svg|<style/i);
    expect(clean).toContain('<a href="https://example.kz" target="_blank" rel="noopener noreferrer nofollow">good</a>');
  });

  it("record a failed address per recipient with the spec's message", async () => {
    const invalid = await extraStudent(`not-an-address-${process.pid}`);
    const refused = await extraStudent(`refused.${process.pid}@test.kz`);
    const notice = (
      await create({ title: "Fees", body: "Pay by Friday", audience: "users", user_ids: [invalid, refused] })
    ).json();
    await settledJobs(suite.harness.database.db, {
      name: "notifications.email",
      field: "school_id",
      value: suite.school.id,
    });
    const row = (await list()).json().results.find((item: { id: number }) => item.id === notice.id);
    expect(row.counts).toMatchObject({ recipients: 2, failed: 2, emailed: 0 });
    expect(row.failed.map((recipient: { user_id: number }) => recipient.user_id).sort()).toEqual(
      [invalid, refused].sort(),
    );
    for (const recipient of row.failed) expect(recipient.error).toBe(SPEC_MESSAGES.checkEmail);
    expect(SPEC_MESSAGES.checkEmail).toBe("Error! Check the user's email address!");
  });

  it("reach each reader in their language, in the centre and by e-mail, the Russian text where none (0134)", async () => {
    const db = suite.harness.database.db;
    const studentId = suite.school.users.student;
    await db.update(users).set({ language: "kk" }).where(eq(users.id, studentId));
    try {
      const response = await create({
        title: "Неделя экзаменов",
        title_kk: "Емтихан аптасы",
        body: "<p>Экзамены с понедельника</p>",
        body_kk: "<p>Емтихандар дүйсенбіден басталады</p>",
        audience: "users",
        user_ids: [studentId],
      });
      expect(response.statusCode, response.body).toBe(201);
      const headers = await suite.harness.authAs(suite.school, "student");
      const centre = await suite.harness.app.inject({
        method: "GET",
        url: "/api/v1/notifications/",
        headers: { ...headers, "x-language": "en" },
      });
      // No English text: the Russian one, as every translated text falls back.
      expect(centre.json().results[0]).toMatchObject({
        title: "Неделя экзаменов",
        html: "<p>Экзамены с понедельника</p>",
      });
      const inKazakh = (
        await suite.as(suite.school, "student", { method: "GET", url: "/api/v1/notifications/" })
      ).json();
      expect(inKazakh.results[0]).toMatchObject({
        title: "Емтихан аптасы",
        body: "Емтихандар дүйсенбіден басталады",
        html: "<p>Емтихандар дүйсенбіден басталады</p>",
      });
      await settledJobs(db, { name: "notifications.email", field: "school_id", value: suite.school.id });
      const mail = sent.find((each) => each.subject === "Емтихан аптасы");
      expect(mail?.to).toBe(await emailOf(studentId));
      expect(mail?.html).toContain("Емтихандар дүйсенбіден басталады");
    } finally {
      await db.update(users).set({ language: null }).where(eq(users.id, studentId));
    }
  });

  it("are deleted with their notifications, never another school's", async () => {
    const notice = (await create({ title: "Oops", body: "Sent by mistake", audience: "role", role: "student" })).json();
    const before = await unread(suite.school, "student");
    const foreign = await suite.as(suite.other, "admin_school", {
      method: "DELETE",
      url: `${BASE}/delete/${notice.id}/`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(suite.other)).json().results).toEqual([]);
    const removal = await suite.as(suite.school, "admin", { method: "DELETE", url: `${BASE}/delete/${notice.id}/` });
    expect(removal.statusCode).toBe(204);
    expect(await unread(suite.school, "student")).toBe(before - 1);
    const again = await suite.as(suite.school, "admin", { method: "DELETE", url: `${BASE}/delete/${notice.id}/` });
    expect(again.statusCode).toBe(404);
    expect((await suite.as(suite.school, "admin", { method: "DELETE", url: `${BASE}/delete/0/` })).statusCode).toBe(
      400,
    );
  });
});

describe("deliverMail", () => {
  const mail = { to: "a@b.kz", school_id: null, subject: "s", text: "t" };
  it("names an SMTP 5xx a permanent failure, a 4xx or a lost connection a retry", async () => {
    const refuse = async () => {
      throw Object.assign(new Error("550"), { responseCode: 550 });
    };
    const later = async () => {
      throw Object.assign(new Error("421"), { responseCode: 421 });
    };
    const lost = async () => {
      throw Object.assign(new Error("ECONNRESET"), { code: "ECONNRESET" });
    };
    expect((await deliverMail(refuse, mail)).kind).toBe("failed");
    expect((await deliverMail(later, mail)).kind).toBe("retry");
    expect((await deliverMail(lost, mail)).kind).toBe("retry");
    expect((await deliverMail(async () => undefined, mail)).kind).toBe("delivered");
    expect(await deliverMail(async () => undefined, { ...mail, to: "nobody" })).toMatchObject({
      kind: "failed",
      reason: "invalid_address",
    });
  });
});

describe("the notification centre", () => {
  const notifyTeacher = (input: { title: string | Translations; dedupeKey?: string; kind?: "grade" | "mailing" }) =>
    suite.harness.deps.queue.transaction((db, jobs) =>
      notify(
        { db, schoolId: suite.school.id, jobs },
        {
          userIds: [suite.school.users.teacher],
          kind: input.kind ?? "mailing",
          title: input.title,
          body: "body",
          link: "/schedule",
          dedupeKey: input.dedupeKey,
        },
      ),
    );

  it("writes once per dedupe key and NOTIFYs another listening connection on commit", async () => {
    const heard: string[] = [];
    const listener = await listenToChannel(suite.harness.deps.db, {
      channel: NOTIFICATION_CHANNEL,
      onPayload: (payload) => heard.push(payload ?? ""),
      log: { warn: () => undefined },
    });
    try {
      const first = await notifyTeacher({ title: "Mailing 1", dedupeKey: "mailing:1" });
      const second = await notifyTeacher({ title: "Mailing 1", dedupeKey: "mailing:1" });
      expect(first).toHaveLength(1);
      expect(second).toEqual([]);
      await expect.poll(() => heard).toContain(`${suite.school.id}:${suite.school.users.teacher}`);
    } finally {
      await listener.close();
    }
  });

  it("writes nothing and announces nothing when the transaction rolls back", async () => {
    const title = `Rolled back ${process.pid}`;
    await expect(
      suite.harness.deps.queue.transaction(async (db, jobs) => {
        await notify(
          { db, schoolId: suite.school.id, jobs },
          { userIds: [suite.school.users.teacher], kind: "mailing", title, body: "b" },
        );
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const rows = await suite.harness.database.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows).toEqual([]);
  });

  it("pushes the unread count live to an open bell, and pages newest first with read marks", async () => {
    const origin = await suite.harness.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = new WebSocket(`${origin.replace(/^http/, "ws")}${NOTIFICATION_SOCKET_PATH}`);
    const counts: number[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === "unread") counts.push(message.unread);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    const { authorization } = await suite.harness.authAs(suite.school, "teacher");
    socket.send(JSON.stringify({ type: "hello", token: authorization.slice("Bearer ".length) }));
    await expect.poll(() => counts.length).toBeGreaterThan(0);
    const start = counts.at(-1)!;
    await notifyTeacher({ title: "Live one" });
    await expect.poll(() => counts.at(-1)).toBe(start + 1);

    for (let index = 0; index < 5; index += 1) await notifyTeacher({ title: `Paged ${index}` });
    const teacher = (url: string, method: "GET" | "POST" = "GET") => suite.as(suite.school, "teacher", { method, url });
    const first = (await teacher("/api/v1/notifications/?limit=2")).json();
    expect(first.results.map((item: { title: string }) => item.title)).toEqual(["Paged 4", "Paged 3"]);
    expect(first.unread).toBe(start + 6);
    const next = (await teacher(`/api/v1/notifications/?limit=2&before=${first.next_before}`)).json();
    expect(next.results.map((item: { title: string }) => item.title)).toEqual(["Paged 2", "Paged 1"]);

    const marked = await teacher(`/api/v1/notifications/${first.results[0].id}/read/`, "POST");
    expect(marked.json().unread).toBe(start + 5);
    await expect.poll(() => counts.at(-1)).toBe(start + 5);
    // Another user's notification is not there for the student: 404, as a missing one.
    const foreign = await suite.as(suite.school, "student", {
      method: "POST",
      url: `/api/v1/notifications/${first.results[1].id}/read/`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await teacher("/api/v1/notifications/read-all/", "POST")).json().unread).toBe(0);
    await expect.poll(() => counts.at(-1)).toBe(0);
    expect((await teacher("/api/v1/notifications/?limit=51")).statusCode).toBe(400);
    expect((await teacher("/api/v1/notifications/?before=abc")).statusCode).toBe(400);
    socket.close();
  });

  it("sends e-mail at once or one digest a day, as each user chose", async () => {
    const put = async (preferences: object[]) =>
      suite.harness.app.inject({
        method: "PUT",
        url: "/api/v1/notifications/preferences/",
        payload: { preferences },
        headers: await suite.harness.authAs(suite.school, "teacher"),
      });
    const defaults = (
      await suite.as(suite.school, "teacher", { method: "GET", url: "/api/v1/notifications/preferences/" })
    ).json();
    expect(defaults.preferences).toContainEqual({ kind: "school_notice", delivery: "email" });
    expect(defaults.preferences).toContainEqual({ kind: "grade", delivery: "email" });
    expect((await put([{ kind: "grade", delivery: "never" }])).statusCode).toBe(400);
    const saved = await put([
      { kind: "grade", delivery: "email" },
      { kind: "mailing", delivery: "digest" },
    ]);
    expect(saved.json().preferences).toContainEqual({ kind: "mailing", delivery: "digest" });

    const teacherEmail = await emailOf(suite.school.users.teacher);
    const [graded] = await notifyTeacher({ title: "Graded 90", kind: "grade" });
    await settledJobs(suite.harness.database.db, {
      name: "notifications.email",
      field: "notification_id",
      value: graded!,
    });
    expect(sent.some((mail) => mail.to === teacherEmail && mail.subject === "Graded 90")).toBe(true);

    await notifyTeacher({ title: "Digest A" });
    await notifyTeacher({ title: "Digest B" });
    const digest = schoolScope(suite.harness.deps, suite.school.id);
    const mailsBefore = await mailJobsTo(suite.harness.database.db, teacherEmail);
    expect(await sendSchoolDigests(digest, "2030-01-01")).toBe(1);
    expect(await sendSchoolDigests(digest, "2030-01-01")).toBe(0);
    await notifyTeacher({ title: "Digest C" });
    // Once a day: what came after today's digest waits for tomorrow's.
    expect(await sendSchoolDigests(digest, "2030-01-01")).toBe(0);
    expect(await mailJobsTo(suite.harness.database.db, teacherEmail)).toBe(mailsBefore + 1);
    expect(await sendSchoolDigests(digest, "2030-01-02")).toBe(1);
    const waiting = await suite.harness.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, suite.school.users.teacher), eq(notifications.email, "digest")));
    expect(waiting[0]!.n).toBe(0);
  });

  it("mails what the server wrote in three languages in the recipient's chosen one", async () => {
    const { db } = suite.harness.database;
    const teacher = suite.school.users.teacher;
    const teacherEmail = await emailOf(teacher);
    await db.update(users).set({ language: "kk" }).where(eq(users.id, teacher));
    try {
      const [graded] = await notifyTeacher({
        title: { ru: "Оценка: 77", kk: "Баға: 77", en: "Grade: 77" },
        kind: "grade",
      });
      await settledJobs(db, { name: "notifications.email", field: "notification_id", value: graded! });
      const subjects = sent.filter((mail) => mail.to === teacherEmail).map((mail) => mail.subject);
      expect(subjects).toContain("Баға: 77");
      expect(subjects.filter((subject) => subject.includes("77"))).toEqual(["Баға: 77"]);
    } finally {
      await db.update(users).set({ language: null }).where(eq(users.id, teacher));
    }
  });
});

beforeAll(() => {
  sent.length = 0;
});
