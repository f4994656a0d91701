import { and, eq, sql } from "drizzle-orm";
import { Api } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTelegramChannel } from "../../core/messaging/telegram-channel.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import {
  courseMembers,
  greetingSends,
  mailingDeliveries,
  mailingOptOuts,
  mailings,
  studentCommunications,
  studentRecords,
  telegramChats,
  users,
} from "../../db/schema/index.js";
import { newCourse } from "../../test/factories.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { startTelegramFake, type TelegramFake } from "../../test/telegram-fake.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { deliverOnce } from "./delivery/deliver.js";
import { dispatchGreetings, sendGreetings } from "./templates/greetings.js";
import { birthdaysGreetedOn, holidaysOn, KURBAN_AIT } from "./templates/occasions.js";

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
let smtp: Smtp;
let bot: TelegramFake;

beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (address) => (address.startsWith("bounce") ? 550 : null) });
  bot = await startTelegramFake();
  bot.block("900000003");
});
const suite = apiSuite({
  get smtpUrl() {
    return smtp.url;
  },
  env: { MAILING_EMAIL_PER_SECOND: "200", MAILING_TELEGRAM_PER_SECOND: "200" },
  // The platform's grammY channel over the Bot API fake (the bot itself, its polling and linking: telegram.test.ts).
  telegramChannel: () => createTelegramChannel({ api: new Api(bot.token(), { apiRoot: bot.apiRoot }) }),
});
afterAll(async () => {
  await bot?.close();
  await smtp?.close();
});

let counter = 0;
/** A student with a record: a Telegram chat when `chat` is given, and the record's flags. */
async function newStudent(
  school: TestSchool,
  input: { name: string; chat?: string; visa?: boolean; email?: string; birth?: string },
): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = input.email ?? `${input.name.toLowerCase()}.${counter}.${process.pid}@mail.test`;
  const [user] = await suite.harness.database.db
    .insert(users)
    .values({ schoolId: school.id, email, passwordHash: "x", role: "student", firstName: input.name, lastName: "Test" })
    .returning({ id: users.id });
  if (input.chat) {
    await suite.harness.database.db
      .insert(telegramChats)
      .values({ schoolId: school.id, userId: user!.id, botId: "1", chatId: input.chat });
  }
  await suite.harness.database.db.insert(studentRecords).values({
    userId: user!.id,
    schoolId: school.id,
    has_chat_id: Boolean(input.chat),
    visa: input.visa ?? false,
    birthDate: input.birth ?? null,
  });
  return { id: user!.id, email };
}

const send = (
  payload: object,
  school = suite.school,
  role: "admin_school" | "admin" | "teacher" | "student" = "admin",
) => suite.as(school, role, { method: "POST", url: "/api/v1/user/accounts/send_tg_mailing/", payload });
const detail = (id: number, school = suite.school) =>
  suite.as(school, "admin", { method: "GET", url: `/api/v1/user/accounts/mailings/${id}/` });

async function finished(id: number, school = suite.school, timeout = 20_000) {
  await expect.poll(async () => (await detail(id, school)).json().status, { timeout, interval: 100 }).toBe("done");
  return (await detail(id, school)).json();
}

const deliveriesOf = (mailingId: number) =>
  suite.harness.database.db.select().from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, mailingId));

describe("who may send", () => {
  it("refuses students and teachers, and another school's mailing answers 404", async () => {
    const body = { channels: ["email"], subject: "Hi", body: "<p>Hi</p>", target: { audience: "all" } };
    expect((await send(body, suite.school, "student")).statusCode).toBe(403);
    expect((await send(body, suite.school, "teacher")).statusCode).toBe(403);
    const created = await send(body, suite.other, "admin_school");
    expect(created.statusCode).toBe(201);
    expect((await detail(created.json().id, suite.school)).statusCode).toBe(404);
    const log = await suite.as(suite.school, "admin", {
      method: "GET",
      url: `/api/v1/user/accounts/mailing_communication_list/${created.json().id}/`,
    });
    expect(log.statusCode).toBe(404);
    const stranger = await newStudent(suite.other, { name: "Stranger" });
    const toStranger = await send({ ...body, target: { audience: "user", user_id: stranger.id } });
    expect(toStranger.statusCode).toBe(404);
  });
});

describe("the sanitiser", () => {
  it("strips known XSS payloads from the body, and names cannot add markup", async () => {
    const student = await newStudent(suite.school, {
      name: "<img src=x onerror=alert(1)>",
      email: `xss.${process.pid}@mail.test`,
    });
    const payloads = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      "<svg onload=alert(1)>",
      '<iframe src="https://evil.test"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">ok</p>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
    ];
    const response = await send({
      channels: ["email"],
      subject: "Safe",
      body: `<p>Hello {first_name}</p><a href="https://school.kz">site</a>${payloads.join("")}`,
      target: { audience: "user", user_id: student.id },
    });
    expect(response.statusCode).toBe(201);
    const stored = response.json().body as string;
    for (const bad of [
      /<script/i,
      /onerror/i,
      /javascript:/i,
      /<svg/i,
      /<iframe/i,
      /onclick/i,
      /style=/i,
      /data:/i,
      /<img/i,
    ]) {
      expect(stored).not.toMatch(bad);
    }
    expect(stored).toContain('href="https://school.kz"');
    await finished(response.json().id);
    const mail = await smtp.waitFor(student.email);
    // The name reaches the HTML part escaped (the plain-text part shows it as the text it is); no script anywhere.
    expect(mail.raw).not.toMatch(/<script|javascript:/i);
    expect(mail.raw).toContain("&lt;img");
  });

  it("refuses a body that sanitises to nothing", async () => {
    const response = await send({
      channels: ["email"],
      subject: "Empty",
      body: "<script>alert(1)</script>",
      target: { audience: "all" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a mailing to a filtered audience by e-mail and Telegram", () => {
  it("reaches exactly the list's filter, logs each delivery with its reason, and writes the history", async () => {
    const school = await suite.harness.newSchool();
    const ready = [
      await newStudent(school, { name: "Aliya", chat: "900000001", visa: true }),
      await newStudent(school, { name: "Timur", chat: "900000002", visa: true }),
      await newStudent(school, { name: "Dana", chat: "900000003", visa: true }), // blocked the bot
      await newStudent(school, { name: "Erlan", visa: true }), // no chat linked
      await newStudent(school, { name: "Bounce", visa: true, email: `bounce.${process.pid}@mail.test` }),
    ];
    await newStudent(school, { name: "Notready", chat: "900000009", visa: false });
    const filters = { role: "student", visa: "true" };
    const counted = await suite.as(school, "admin", {
      method: "GET",
      url: "/api/v1/user/accounts/mailing_users/?role=student&visa=true",
    });
    const preview = await suite.as(school, "admin", {
      method: "POST",
      url: "/api/v1/user/accounts/mailing_preview/",
      payload: { target: { audience: "filter", filters } },
    });
    expect(preview.json()).toMatchObject({ count: counted.json().count, with_chat_id: 3 });
    expect(preview.json().first_names).toEqual(["Aliya", "Timur", "Dana", "Erlan", "Bounce"]);

    const created = await send(
      {
        channels: ["email", "telegram"],
        subject: "Visa for {first_name}",
        body: "<p>{first_name}, your visa is <b>ready</b>.</p>",
        target: { audience: "filter", filters },
      },
      school,
    );
    expect(created.statusCode).toBe(201);
    const done = await finished(created.json().id, school);
    expect(done.progress).toEqual({ total: 10, sent: 6, failed: 4, pending: 0 });
    const rows = await deliveriesOf(created.json().id);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(ready.map((student) => student.id)));
    const reasons = rows.filter((row) => row.state === "failed").map((row) => `${row.channel}:${row.reason}`);
    expect(reasons.sort()).toEqual([
      "email:invalid_address",
      "telegram:blocked",
      "telegram:no_address",
      "telegram:no_address",
    ]);
    expect(bot.messagesTo("900000001")[0]?.text).toContain("Aliya, your visa is <b>ready</b>");

    const log = await suite.as(school, "admin", {
      method: "GET",
      url: `/api/v1/user/accounts/mailing_communication_list/${created.json().id}/?state=failed`,
    });
    expect(log.json().count).toBe(4);
    expect(log.json().results[0]).toMatchObject({ state: "failed", reason: expect.any(String) });

    const history = await suite.harness.database.db
      .select()
      .from(studentCommunications)
      .where(eq(studentCommunications.userId, ready[0]!.id));
    expect(history.map((row) => row.channel).sort()).toEqual(["email", "message"]);
  });
});

describe("a mailing that reaches nobody", () => {
  it("says before it is sent how many are left out and why, and is refused with the reasons", async () => {
    const db = suite.harness.database.db;
    const gone = await newStudent(suite.school, { name: "Gone" });
    await db.insert(mailingOptOuts).values({ schoolId: suite.school.id, userId: gone.id, channel: "email" });
    const preview = (target: object, channels?: string[]) =>
      suite.as(suite.school, "admin", {
        method: "POST",
        url: "/api/v1/user/accounts/mailing_preview/",
        payload: { target, ...(channels ? { channels } : {}) },
      });
    const toGone = { audience: "user", user_id: gone.id };
    expect((await preview(toGone, ["email"])).json()).toMatchObject({
      count: 1,
      recipients: 0,
      excluded: { unsubscribed: 1, unlinked: 0, no_address: 0 },
    });
    // Telegram beside it: not linked there either, but the unsubscription is the reason said.
    expect((await preview(toGone, ["email", "telegram"])).json()).toMatchObject({
      recipients: 0,
      excluded: { unsubscribed: 1, unlinked: 0, no_address: 0 },
    });
    const unlinked = await newStudent(suite.school, { name: "Unlinked" });
    expect((await preview({ audience: "user", user_id: unlinked.id }, ["telegram"])).json()).toMatchObject({
      recipients: 0,
      excluded: { unsubscribed: 0, unlinked: 1, no_address: 0 },
    });
    // Every channel when none is named: e-mail reaches the student who only lacks Telegram.
    expect((await preview({ audience: "user", user_id: unlinked.id })).json()).toMatchObject({ recipients: 1 });

    const before = (await db.select({ id: mailings.id }).from(mailings)).length;
    const refused = await send({ channels: ["email"], subject: "News", body: "<p>News</p>", target: toGone });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "no_recipients",
      detail: "The mailing would reach nobody: 1 unsubscribed, 0 not linked to the channel, 0 without an address",
    });
    expect((await db.select({ id: mailings.id }).from(mailings)).length).toBe(before);
    // The same mailing to someone it reaches goes.
    expect(
      (
        await send({
          channels: ["email"],
          subject: "News",
          body: "<p>News</p>",
          target: { audience: "user", user_id: unlinked.id },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe("Telegram's retry_after", () => {
  it("is honoured: the second try comes no sooner", async () => {
    const student = await newStudent(suite.school, { name: "Slow", chat: "900000042" });
    // The chat's first send answers 429 (retry_after 2), to see it honoured.
    bot.failNextTo("900000042", bot.tooManyRequests(2));
    const created = await send({
      channels: ["telegram"],
      subject: "Later",
      body: "<p>Later</p>",
      target: { audience: "user", user_id: student.id },
    });
    await finished(created.json().id);
    const tries = bot.attempts.filter((attempt) => attempt.chatId === "900000042");
    expect(tries).toHaveLength(2);
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(2000);
    const [row] = await deliveriesOf(created.json().id);
    expect(row).toMatchObject({ state: "sent", attempts: 2 });
  });
});

describe("exactly once", () => {
  it("sends each recipient and channel once when the worker stops and starts mid-mailing", async () => {
    const school = await suite.harness.newSchool();
    const students = [];
    for (let index = 0; index < 40; index += 1) {
      students.push(await newStudent(school, { name: `R${index}`, chat: String(910000000 + index) }));
    }
    const created = await send(
      { channels: ["email", "telegram"], subject: "Once", body: "<p>Once</p>", target: { audience: "all" } },
      school,
    );
    const id = created.json().id as number;
    await expect
      .poll(async () => (await detail(id, school)).json().progress.sent, { timeout: 10_000, interval: 20 })
      .toBeGreaterThan(0);
    await suite.harness.deps.queue.stop();
    const before = (await detail(id, school)).json().progress;
    await suite.harness.deps.queue.start();
    const done = await finished(id, school);
    expect(before.sent).toBeLessThan(done.progress.total);
    expect(done.progress.failed).toBe(4); // the 4 staff accounts of the new school have no chat
    const chats = bot.sent.filter((message) => message.text.includes("Once")).map((message) => message.chatId);
    expect(chats).toHaveLength(40);
    expect(new Set(chats).size).toBe(40);
    for (const student of students) {
      expect(smtp.messages.filter((mail) => mail.to.includes(student.email))).toHaveLength(1);
    }
  });

  it("records a delivery left sending by a stopped process as interrupted, and never sends it again", async () => {
    const student = await newStudent(suite.school, { name: "Crash", chat: "900000077" });
    const created = await send({
      channels: ["telegram"],
      subject: "Crash",
      body: "<p>Crash</p>",
      target: { audience: "user", user_id: student.id },
      send_at: "2099-01-01T10:00",
    });
    const id = created.json().id as number;
    // As if a process had claimed it and died before recording the answer.
    const [row] = await suite.harness.database.db
      .insert(mailingDeliveries)
      .values({
        schoolId: suite.school.id,
        mailingId: id,
        userId: student.id,
        channel: "telegram",
        address: "900000077",
        variables: {},
        state: "sending",
        attempts: 1,
        leaseUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await suite.harness.database.db.update(mailings).set({ status: "sending" }).where(eq(mailings.id, id));
    await deliverOnce(suite.harness.deps, row!.id);
    const [after] = await deliveriesOf(id);
    expect(after).toMatchObject({ state: "failed", reason: "interrupted" });
    expect(bot.attempts.filter((attempt) => attempt.chatId === "900000077")).toHaveLength(0);
  });
});

describe("scheduling and cancelling", () => {
  it("keeps a mailing for later in the school's zone and cancels it", async () => {
    const created = await send({
      channels: ["email"],
      subject: "Later",
      body: "<p>x</p>",
      target: { audience: "all" },
      send_at: "2099-03-01T09:30",
    });
    expect(created.json()).toMatchObject({ status: "scheduled", send_at: "2099-03-01T04:30:00.000Z" });
    const cancelled = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `/api/v1/user/accounts/mailings/${created.json().id}/cancel/`,
    });
    expect(cancelled.json().status).toBe("cancelled");
    const past = await send({
      channels: ["email"],
      subject: "P",
      body: "<p>x</p>",
      target: { audience: "all" },
      send_at: "2001-01-01T09:30",
    });
    expect(past.statusCode).toBe(400);
  });
});

describe("greetings", () => {
  it("sends a birthday greeting once on the student's birthday, in their language", async () => {
    const school = await suite.harness.newSchool();
    const student = await newStudent(school, { name: "Bolat", birth: "2004-11-25" });
    await suite.harness.database.db.update(users).set({ language: "kk" }).where(eq(users.id, student.id));
    await newStudent(school, { name: "Other", birth: "2004-11-26" });
    const settings = await suite.as(school, "admin", {
      method: "PATCH",
      url: "/api/v1/user/accounts/mailing_settings/",
      payload: { greetings_enabled: true },
    });
    expect(settings.json()).toEqual({ greetings_enabled: true, greeting_channels: ["email"] });
    const morning = new Date("2026-11-25T05:00:00Z"); // 10:00 in Almaty
    const db = suite.harness.database.db;
    const queue = suite.harness.deps.queue;
    const job = schoolScope(suite.harness.deps, school.id);
    const early = new Date("2026-11-25T02:00:00Z"); // 07:00 in Almaty: before the morning hour
    const before = await dispatchGreetings({ db, queue }, early);
    expect(await dispatchGreetings({ db, queue }, morning)).toBe(before + 1);
    // The dispatched job greets; running the day again (a retry, a second process) greets no one twice.
    const sendsOf = () => db.select().from(greetingSends).where(eq(greetingSends.schoolId, school.id));
    await expect.poll(async () => (await sendsOf()).length, { timeout: 10_000 }).toBe(1);
    expect(await sendGreetings(job, "2026-11-25")).toBe(0);
    expect(await dispatchGreetings({ db, queue }, morning)).toBe(before + 1);
    expect(await sendsOf()).toHaveLength(1);
    const mail = await smtp.waitFor(student.email, 15_000);
    expect(mail.text).toContain("Bolat, туған күніңізбен құттықтаймыз!");
    const [mailing] = await db
      .select()
      .from(mailings)
      .where(and(eq(mailings.schoolId, school.id), eq(mailings.kind, "greeting")));
    await finished(mailing!.id, school);
    expect(smtp.messages.filter((message) => message.to.includes(student.email))).toHaveLength(1);
  });

  it("is off by default", async () => {
    const school = await suite.harness.newSchool();
    await newStudent(school, { name: "Off", birth: "2000-01-01" });
    expect(await sendGreetings(schoolScope(suite.harness.deps, school.id), "2027-01-01")).toBe(0);
  });
});

describe("the holiday calendar", () => {
  it("has Kurban Ait for every year 2024-2035, each about 11 days earlier than the year before", () => {
    const years = Object.keys(KURBAN_AIT).map(Number);
    expect(years).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    for (const year of years.slice(1)) {
      const previous = Date.parse(`${year - 1}-${KURBAN_AIT[year - 1]}`);
      const current = Date.parse(`${year}-${KURBAN_AIT[year]}`);
      const shift = (previous + 365 * 86_400_000 - current) / 86_400_000;
      expect(shift).toBeGreaterThanOrEqual(9);
      expect(shift).toBeLessThanOrEqual(13);
    }
    expect(holidaysOn("2026-05-27")).toEqual(["kurban_ait"]);
    expect(holidaysOn("2026-03-22")).toEqual(["nauryz"]);
    expect(holidaysOn("2026-12-16")).toEqual(["independence_day"]);
    expect(birthdaysGreetedOn("2027-02-28")).toEqual(["02-28", "02-29"]);
    expect(birthdaysGreetedOn("2028-02-28")).toEqual(["02-28"]);
  });
});

describe("templates", () => {
  it("lists all nineteen in three languages and takes a school's own wording, sanitised", async () => {
    const list = await suite.as(suite.school, "admin", {
      method: "GET",
      url: "/api/v1/user/accounts/mailing_templates/",
    });
    expect(list.json()).toHaveLength(19);
    const kurban = list.json().find((template: { key: string }) => template.key === "kurban_ait");
    expect(kurban.texts.kk.subject).toContain("Құрбан айт");
    const changed = await suite.harness.app.inject({
      headers: await suite.harness.authAs(suite.school, "admin"),
      method: "PUT",
      url: "/api/v1/user/accounts/mailing_templates/nauryz/",
      payload: { language: "ru", subject: "Наурыз!", body: "<p>Наш текст</p><script>x()</script>" },
    });
    expect(changed.json()).toMatchObject({
      overridden: ["ru"],
      texts: { ru: { subject: "Наурыз!", body: "<p>Наш текст</p>" } },
    });
    const student = await suite.as(suite.school, "student", {
      method: "GET",
      url: "/api/v1/user/accounts/mailing_templates/",
    });
    expect(student.statusCode).toBe(403);
  });
});

describe("a program saved with is_need_mailing", () => {
  it("notifies the program's students through a mailing", async () => {
    const db = suite.harness.database.db;
    const courseId = await newCourse(db, suite.school.id);
    const student = await newStudent(suite.school, { name: "Learner" });
    await db.insert(courseMembers).values({ schoolId: suite.school.id, courseId, userId: student.id, role: "student" });
    const saved = await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: `/api/v1/course/course/update/${courseId}/`,
      payload: { is_need_mailing: true },
    });
    expect(saved.statusCode).toBe(200);
    const [mailing] = await db
      .select()
      .from(mailings)
      .where(and(eq(mailings.schoolId, suite.school.id), eq(mailings.kind, "program")));
    expect(mailing).toBeDefined();
    await finished(mailing!.id);
    const rows = await deliveriesOf(mailing!.id);
    expect(rows.map((row) => `${row.userId}:${row.channel}:${row.state}`).sort()).toEqual(
      [`${student.id}:email:sent`, `${student.id}:telegram:failed`].sort(),
    );
    const count = await db.execute(sql`select 1`);
    expect(count).toBeDefined();
  });
});
