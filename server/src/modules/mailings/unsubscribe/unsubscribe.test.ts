import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailingDeliveries, mailingOptOuts, schoolHelp, schools, users } from "../../../db/schema/index.js";
import { needs } from "../../../test/requirements.js";
import { headerOf, startSmtpCapture } from "../../../test/smtp-capture.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
let smtp: Smtp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
const suite = apiSuite({
  get smtpUrl() {
    return smtp.url;
  },
  env: { MAILING_EMAIL_PER_SECOND: "200", MAIL_FROM: "School platform <no-reply@platform.example.kz>" },
});
afterAll(async () => {
  await smtp?.close();
});

let counter = 0;
async function newStudent(school: TestSchool, language: "ru" | "kk" | "en") {
  counter += 1;
  const email = `reader.${counter}.${process.pid}@mail.test`;
  const [user] = await suite.harness.database.db
    .insert(users)
    .values({
      schoolId: school.id,
      email,
      passwordHash: "x",
      role: "student",
      firstName: "Aru",
      lastName: "Test",
      language,
    })
    .returning({ id: users.id });
  return { id: user!.id, email };
}

/** A mailing by e-mail to one person, sent and finished; answers its deliveries. */
async function mailTo(userId: number, body = "<p>Hello</p>", school = suite.school) {
  const payload = { channels: ["email"], subject: "News", body, target: { audience: "user", user_id: userId } };
  const created = await suite.as(school, "admin", {
    method: "POST",
    url: "/api/v1/user/accounts/send_tg_mailing/",
    payload,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  await expect
    .poll(
      async () =>
        (await suite.as(school, "admin", { method: "GET", url: `/api/v1/user/accounts/mailings/${id}/` })).json()
          .status,
      { timeout: 20_000, interval: 100 },
    )
    .toBe("done");
  return suite.harness.database.db.select().from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, id));
}

const oneClick = (url: string, body = "List-Unsubscribe=One-Click") =>
  suite.harness.app.inject({
    method: "POST",
    url: new URL(url).pathname + new URL(url).search,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: body,
  });

const optOutsOf = (userId: number) =>
  suite.harness.database.db
    .select({ channel: mailingOptOuts.channel })
    .from(mailingOptOuts)
    .where(eq(mailingOptOuts.userId, userId));

beforeAll(async () => {
  const { db } = suite.harness.database;
  await db
    .update(schools)
    .set({ name: "Школа Арман", nameKk: "Арман мектебі", nameEn: "Arman School" })
    .where(eq(schools.id, suite.school.id));
  await db.insert(schoolHelp).values({ schoolId: suite.school.id, supportEmail: "help@arman.kz" });
});

describe("a school's mail says whose it is (decision 0141)", () => {
  it("is from the school's name in the reader's language at the platform's address, replies to its support", async () => {
    const reader = await newStudent(suite.school, "kk");
    await mailTo(reader.id, '<p>Оплата: <a href="https://pay.example.kz/invoice?id=7&amp;x=1">Pay here</a></p>');
    const mail = await smtp.waitFor(reader.email);
    expect(headerOf(mail, "From")).toBe("Арман мектебі <no-reply@platform.example.kz>");
    expect(headerOf(mail, "Reply-To")).toBe("help@arman.kz");
    // The plain part keeps the link's address beside its words.
    expect(mail.text).toContain("Pay here (https://pay.example.kz/invoice?id=7&x=1)");
  });

  it("falls back to the Russian name, and leaves Reply-To out where the school set no support address", async () => {
    const reader = await newStudent(suite.other, "en");
    await mailTo(reader.id, "<p>Hi</p>", suite.other);
    const mail = await smtp.waitFor(reader.email);
    const [other] = await suite.harness.database.db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, suite.other.id));
    expect(headerOf(mail, "From")).toBe(`${other!.name} <no-reply@platform.example.kz>`);
    expect(headerOf(mail, "Reply-To")).toBeNull();
  });

  it("signs a reset link's mail with the school too", async () => {
    const reader = await newStudent(suite.school, "en");
    const answer = await suite.harness.app.inject({
      method: "POST",
      url: `/api/v1/user/accounts/send_link_reset/?domain=${suite.school.domain}`,
      payload: { email: reader.email },
    });
    expect(answer.statusCode).toBe(200);
    const mail = await smtp.waitFor(reader.email);
    expect(headerOf(mail, "From")).toBe("Arman School <no-reply@platform.example.kz>");
    expect(headerOf(mail, "Reply-To")).toBe("help@arman.kz");
  });
});

describe("leaving a school's mailings", () => {
  it("carries RFC 8058 headers whose one-click post unsubscribes; the next mailing skips the student", async () => {
    const reader = await newStudent(suite.school, "ru");
    await mailTo(reader.id);
    const mail = await smtp.waitFor(reader.email);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const listUnsubscribe = headerOf(mail, "List-Unsubscribe")!;
    const url = /^<(https:\/\/school\.example\.kz\/api\/v1\/mailings\/unsubscribe\/\?token=[^>]+)>$/.exec(
      listUnsubscribe,
    )?.[1];
    expect(url, listUnsubscribe).toBeDefined();
    // The visible link in the body, in the mail's language, to the page.
    expect(mail.text).toMatch(/Отписаться от рассылок \(https:\/\/school\.example\.kz\/unsubscribe\?token=\S+&hl=ru\)/);

    // A JSON body or a form without the RFC's value is refused, and changes nothing.
    expect((await oneClick(url!, "List-Unsubscribe=Yes")).statusCode).toBe(400);
    expect(await optOutsOf(reader.id)).toEqual([]);

    const answer = await oneClick(url!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ school: "Школа Арман", channel: "email", subscribed: false });
    expect(await optOutsOf(reader.id)).toEqual([{ channel: "email" }]);
    // A provider may post twice.
    expect((await oneClick(url!)).statusCode).toBe(200);

    // The next mailing to them alone reaches nobody: refused, saying why (decision 0171), and nothing is sent.
    const before = smtp.messages.filter((each) => each.to.includes(reader.email)).length;
    const refused = await suite.as(suite.school, "admin", {
      method: "POST",
      url: "/api/v1/user/accounts/send_tg_mailing/",
      payload: {
        channels: ["email"],
        subject: "News",
        body: "<p>Hi</p>",
        target: { audience: "user", user_id: reader.id },
      },
    });
    expect(refused.json()).toMatchObject({
      code: "no_recipients",
      fields: { target: expect.stringContaining("1 unsubscribed") },
    });
    expect(smtp.messages.filter((each) => each.to.includes(reader.email)).length).toBe(before);
  });

  it("refuses a forged or altered token with 400 and changes nothing", async () => {
    const reader = await newStudent(suite.school, "ru");
    const victim = await newStudent(suite.school, "ru");
    const token = suite.harness.deps.unsubscribeTokens.issue({
      schoolId: suite.school.id,
      userId: reader.id,
      channel: "email",
    });
    const signature = token.split(".").at(-1);
    const tampered = [
      `${suite.school.id}.${victim.id}.email.${signature}`,
      `${suite.other.id}.${reader.id}.email.${signature}`,
      `${suite.school.id}.${reader.id}.telegram.${signature}`,
      `${suite.school.id}.${victim.id}.email.${"A".repeat(43)}`,
      "garbage",
    ];
    for (const forged of tampered) {
      const url = `https://school.example.kz/api/v1/mailings/unsubscribe/?token=${encodeURIComponent(forged)}`;
      const answer = await oneClick(url);
      expect(answer.statusCode, forged).toBe(400);
      expect(answer.json()).toMatchObject({ code: "validation_failed", fields: { token: expect.any(String) } });
      const page = await suite.harness.app.inject({
        method: "POST",
        url: "/api/v1/mailings/subscription/",
        payload: { token: forged, subscribed: false },
      });
      expect(page.statusCode, forged).toBe(400);
    }
    expect(await optOutsOf(victim.id)).toEqual([]);
    expect(await optOutsOf(reader.id)).toEqual([]);
  });

  it("the page's calls leave and join again, answering the school's name in the reader's language", async () => {
    const reader = await newStudent(suite.school, "en");
    const token = suite.harness.deps.unsubscribeTokens.issue({
      schoolId: suite.school.id,
      userId: reader.id,
      channel: "email",
    });
    const call = (subscribed: boolean) =>
      suite.harness.app.inject({
        method: "POST",
        url: "/api/v1/mailings/subscription/",
        headers: { "x-language": "kk" },
        payload: { token, subscribed },
      });
    expect((await call(false)).json()).toEqual({ school: "Арман мектебі", channel: "email", subscribed: false });
    expect(await optOutsOf(reader.id)).toEqual([{ channel: "email" }]);
    expect((await call(true)).json()).toEqual({ school: "Арман мектебі", channel: "email", subscribed: true });
    expect(await optOutsOf(reader.id)).toEqual([]);
    expect(await mailTo(reader.id)).toHaveLength(1);
  });

  // The school's handle is the request role under row-level security on PostgreSQL only: the embedded database's
  // handles are its owner's (decision 0129), so there the policies are not what the query meets.
  it(
    "keeps the opt-out in its school: the school's own role sees no other school's rows",
    needs("postgres"),
    async () => {
      const reader = await newStudent(suite.school, "ru");
      const token = suite.harness.deps.unsubscribeTokens.issue({
        schoolId: suite.school.id,
        userId: reader.id,
        channel: "email",
      });
      await suite.harness.app.inject({
        method: "POST",
        url: "/api/v1/mailings/subscription/",
        payload: { token, subscribed: false },
      });
      const otherSchool = suite.harness.deps.schools.forSchool(suite.other.id);
      const seen = await otherSchool
        .select()
        .from(mailingOptOuts)
        .where(and(eq(mailingOptOuts.userId, reader.id)));
      expect(seen).toEqual([]);
    },
  );
});
