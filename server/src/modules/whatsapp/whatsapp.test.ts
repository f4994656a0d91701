import type { ConversationThread, MailingDetail, SchoolWhatsapp, WhatsappLink } from "@school/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMobizonFake } from "../../test/mobizon-fake.js";
import { caller, createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { GRAPH_ERRORS, signWebhook, startWhatsappGraphFake } from "../../test/whatsapp-graph-fake.js";

/**
 * WhatsApp (issue 37, decision 0157), against the local Graph API fake: the school's number set and never shown
 * back; Meta's handshake and signed posts, and nothing else, heard; a number linked by an SMS code; a student's
 * message in their thread once; replies free inside the 24-hour window, only as an approved template outside it;
 * statuses moving a reply forward; a mailing on WhatsApp.
 */
let graph: Awaited<ReturnType<typeof startWhatsappGraphFake>>;
let mobizon: Awaited<ReturnType<typeof startMobizonFake>>;
let harness: TestApp;
let school: TestSchool;
let other: TestSchool;
let as: ReturnType<typeof caller>;

const NUMBER = { phoneNumberId: "109876543210987", token: "EAAG-school-token-0123456789", display: "+7 701 555 0101" };
const OTHER_NUMBER = {
  phoneNumberId: "209876543210987",
  token: "EAAG-other-token-0123456789",
  display: "+7 701 555 0202",
};
const SECRET = "app-secret-of-the-school-0001";
const OTHER_SECRET = "app-secret-of-other-school-02";
const STUDENT_WA = "77015550303";

beforeAll(async () => {
  graph = await startWhatsappGraphFake();
  mobizon = await startMobizonFake();
  graph.addNumber({ ...NUMBER, name: "School One", templates: ["visa_reminder:ru"] });
  graph.addNumber({ ...OTHER_NUMBER, name: "School Two" });
  harness = await createTestApp({
    env: {
      WHATSAPP_GRAPH_URL: graph.url,
      SMS_PROVIDER: "mobizon",
      MOBIZON_API_KEY: "kz-key",
      MOBIZON_API_URL: mobizon.url,
    },
  });
  graph.setNow(() => harness.clock.now().getTime());
  school = await harness.newSchool();
  other = await harness.newSchool();
  as = caller(harness);
});
afterAll(async () => {
  await harness?.close();
  await graph?.close();
  await mobizon?.close();
});

/** Posts a webhook body as Meta would, signed with `secret` (or unsigned). */
const post = (schoolId: number, body: unknown, secret: string | null) => {
  const payload = JSON.stringify(body);
  return harness.app.inject({
    method: "POST",
    url: `/api/v1/whatsapp/webhook/${schoolId}/`,
    headers: {
      "content-type": "application/json",
      ...(secret ? { "x-hub-signature-256": signWebhook(payload, secret) } : {}),
    },
    payload,
  });
};
const thread = async (studentId: number) =>
  (
    await as(school, "admin", { method: "GET", url: `/api/v1/conversations/students/${studentId}/` })
  ).json() as ConversationThread;

describe("the school's number in the settings", () => {
  it("is refused when the Graph API does not take the id and token", async () => {
    const response = await as(school, "admin_school", {
      method: "PUT",
      url: "/api/v1/user/school/whatsapp/",
      payload: {
        phone_number_id: NUMBER.phoneNumberId,
        access_token: "EAAG-wrong-token-000000000",
        app_secret: SECRET,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phone_number_id).toMatch(/did not accept/);
  });

  it("is kept once checked, answered with its name, webhook and Verify token, never its token or secret", async () => {
    const response = await as(school, "admin", {
      method: "PUT",
      url: "/api/v1/user/school/whatsapp/",
      payload: { phone_number_id: NUMBER.phoneNumberId, access_token: NUMBER.token, app_secret: SECRET },
    });
    expect(response.statusCode).toBe(200);
    const set = response.json() as SchoolWhatsapp;
    expect(set).toMatchObject({ set: true, display_phone: NUMBER.display, verified_name: "School One" });
    expect(set.webhook_url).toBe(`https://school.example.kz/api/v1/whatsapp/webhook/${school.id}/`);
    expect(set.verify_token).toMatch(/^[\w-]{32}$/);
    const read = await as(school, "admin", { method: "GET", url: "/api/v1/user/school/whatsapp/" });
    expect(read.body).not.toContain(NUMBER.token);
    expect(read.body).not.toContain(SECRET);
    // Saved again without the token and secret: the ones set stay, the Verify token too.
    const again = await as(school, "admin", {
      method: "PUT",
      url: "/api/v1/user/school/whatsapp/",
      payload: { phone_number_id: NUMBER.phoneNumberId },
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as SchoolWhatsapp).verify_token).toBe(set.verify_token);
  });

  it("is one school's: another school cannot take the same number", async () => {
    const response = await as(other, "admin", {
      method: "PUT",
      url: "/api/v1/user/school/whatsapp/",
      payload: { phone_number_id: NUMBER.phoneNumberId, access_token: NUMBER.token, app_secret: OTHER_SECRET },
    });
    expect(response.statusCode).toBe(409);
    const own = await as(other, "admin", {
      method: "PUT",
      url: "/api/v1/user/school/whatsapp/",
      payload: {
        phone_number_id: OTHER_NUMBER.phoneNumberId,
        access_token: OTHER_NUMBER.token,
        app_secret: OTHER_SECRET,
      },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("Meta's webhook", () => {
  it("answers the handshake with the challenge only for the school's Verify token", async () => {
    const { verify_token } = (
      await as(school, "admin", { method: "GET", url: "/api/v1/user/school/whatsapp/" })
    ).json() as SchoolWhatsapp;
    const handshake = (token: string) =>
      harness.app.inject({
        method: "GET",
        url: `/api/v1/whatsapp/webhook/${school.id}/?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const right = await handshake(verify_token);
    expect(right.statusCode).toBe(200);
    expect(right.headers["content-type"]).toMatch(/^text\/plain/);
    expect(right.body).toBe("1158201444");
    expect((await handshake("guessed")).statusCode).toBe(403);
  });

  it("hears no post unsigned, signed with another secret, or for another school", async () => {
    const message = graph.inbound({ phoneNumberId: NUMBER.phoneNumberId, from: STUDENT_WA, text: "forged" });
    expect((await post(school.id, message.body, null)).statusCode).toBe(403);
    expect((await post(school.id, message.body, OTHER_SECRET)).statusCode).toBe(403);
    // Signed right, posted to the other school's address: its number is not the one the post names.
    const elsewhere = await post(other.id, message.body, OTHER_SECRET);
    expect(elsewhere.statusCode).toBe(204);
    expect(graph.sent.filter((sent) => sent.to === STUDENT_WA)).toEqual([]);
  });

  it("answers a number no student linked with how to link it, and keeps nothing", async () => {
    const message = graph.inbound({ phoneNumberId: NUMBER.phoneNumberId, from: "77019990000", text: "Здравствуйте" });
    expect((await post(school.id, message.body, SECRET)).statusCode).toBe(204);
    expect(graph.sent.find((sent) => sent.to === "77019990000")?.text).toMatch(/WhatsApp/);
  });
});

describe("a student's number, linked by an SMS code", () => {
  const student = () => school.users.student;

  it("is linked by the code sent to it, not by a guess, and five wrong tries void the code", async () => {
    const sent = await as(school, "student", {
      method: "POST",
      url: "/api/v1/user/accounts/whatsapp/code/",
      payload: { phone: `+${STUDENT_WA}` },
    });
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as WhatsappLink).code_phone).toBe(`+${STUDENT_WA}`);
    const text = await vi.waitFor(
      () => {
        const [sms] = mobizon.textsTo(STUDENT_WA);
        expect(sms).toBeDefined();
        return sms!;
      },
      { timeout: 10_000 },
    );
    const code = /(\d{6})/.exec(text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        as(school, "student", {
          method: "POST",
          url: "/api/v1/user/accounts/whatsapp/link/",
          payload: { code: wrong },
        }),
      ),
    );
    expect(tries.map((response) => response.statusCode)).toEqual(Array(8).fill(400));
    const late = await as(school, "student", {
      method: "POST",
      url: "/api/v1/user/accounts/whatsapp/link/",
      payload: { code },
    });
    expect(late.statusCode).toBe(400);

    await as(school, "student", {
      method: "POST",
      url: "/api/v1/user/accounts/whatsapp/code/",
      payload: { phone: `+${STUDENT_WA}` },
    });
    const fresh = await vi.waitFor(
      () => {
        const texts = mobizon.textsTo(STUDENT_WA);
        expect(texts).toHaveLength(2);
        return /(\d{6})/.exec(texts[1]!)![1]!;
      },
      { timeout: 10_000 },
    );
    const linked = await as(school, "student", {
      method: "POST",
      url: "/api/v1/user/accounts/whatsapp/link/",
      payload: { code: fresh },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      available: true,
      phone: `+${STUDENT_WA}`,
      school_phone: NUMBER.display,
      code_phone: null,
    });
  });

  it("brings the student's messages into their thread once, files included", async () => {
    const message = graph.inbound({
      phoneNumberId: NUMBER.phoneNumberId,
      from: STUDENT_WA,
      text: "Is my visa appointment booked?",
    });
    expect((await post(school.id, message.body, SECRET)).statusCode).toBe(204);
    expect((await post(school.id, message.body, SECRET)).statusCode).toBe(204);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const scan = graph.inbound({
      phoneNumberId: NUMBER.phoneNumberId,
      from: STUDENT_WA,
      image: { id: graph.addMedia(png, "image/png"), caption: "Passport scan" },
    });
    expect((await post(school.id, scan.body, SECRET)).statusCode).toBe(204);
    const { messages, channels, whatsapp_window_until } = await thread(student());
    const fromWhatsapp = messages.filter((item) => item.channel === "whatsapp");
    expect(fromWhatsapp.map((item) => item.text)).toEqual(["Is my visa appointment booked?", "Passport scan"]);
    expect(fromWhatsapp[1]!.attachment).toMatchObject({ mime: "image/png", name: "photo.png" });
    expect(channels).toContain("whatsapp");
    expect(whatsapp_window_until).not.toBeNull();
    // The other school's inbox has no such thread.
    const elsewhere = await as(other, "admin", { method: "GET", url: `/api/v1/conversations/students/${student()}/` });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("is answered freely within the window, and the reply moves to delivered and read as Meta reports", async () => {
    const sent = await as(school, "admin", {
      method: "POST",
      url: `/api/v1/conversations/students/${student()}/messages/`,
      payload: { text: "Yes: Monday at 10:00." },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ channel: "whatsapp", delivery: "pending" });
    const out = await vi.waitFor(
      () => {
        const found = graph.sent.find((item) => item.text === "Yes: Monday at 10:00.");
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000 },
    );
    await vi.waitFor(async () => expect((await thread(student())).messages.at(-1)?.delivery).toBe("sent"), {
      timeout: 10_000,
    });
    for (const status of ["delivered", "read", "delivered"] as const) {
      const body = graph.status({ phoneNumberId: NUMBER.phoneNumberId, wamid: out.wamid, to: STUDENT_WA, status });
      expect((await post(school.id, body, SECRET)).statusCode).toBe(204);
    }
    // Forward only: a late "delivered" does not take "read" back.
    expect((await thread(student())).messages.at(-1)?.delivery).toBe("read");
  });

  it("takes a status Meta posts before the send's answer once the reply records WhatsApp's id", async () => {
    let posted = 0;
    graph.beforeNextAnswer(async (taken) => {
      const body = graph.status({
        phoneNumberId: NUMBER.phoneNumberId,
        wamid: taken.wamid,
        to: STUDENT_WA,
        status: "delivered",
      });
      posted = (await post(school.id, body, SECRET)).statusCode;
    });
    const sent = await as(school, "admin", {
      method: "POST",
      url: `/api/v1/conversations/students/${student()}/messages/`,
      payload: { text: "Your documents are in." },
    });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        const last = (await thread(student())).messages.at(-1)!;
        expect([last.text, last.delivery]).toEqual(["Your documents are in.", "delivered"]);
      },
      { timeout: 10_000 },
    );
    expect(posted).toBe(204);
  });

  it("outside the window takes only a template mapped to an approved one, with its parameters", async () => {
    harness.clock.set(new Date(Date.now() + 25 * 3_600_000));
    try {
      expect((await thread(student())).whatsapp_window_until).toBeNull();
      const url = `/api/v1/conversations/students/${student()}/messages/`;
      const free = await as(school, "admin", { method: "POST", url, payload: { text: "Hello?", channel: "whatsapp" } });
      expect(free.statusCode).toBe(400);
      expect(free.json().fields.template).toMatch(/24 hours/);
      const unmapped = await as(school, "admin", {
        method: "POST",
        url,
        payload: { template: "visa_recommendations", channel: "whatsapp" },
      });
      expect(unmapped.statusCode).toBe(400);
      const mapped = await as(school, "admin", {
        method: "PUT",
        url: "/api/v1/user/school/whatsapp/templates/",
        payload: {
          templates: [
            {
              key: "visa_recommendations",
              name: "visa_reminder",
              language: "ru",
              parameters: ["first_name", "school"],
            },
          ],
        },
      });
      expect(mapped.statusCode).toBe(200);
      expect((await thread(student())).whatsapp_templates).toEqual(["visa_recommendations"]);
      const reply = await as(school, "admin", {
        method: "POST",
        url,
        payload: { template: "visa_recommendations", channel: "whatsapp" },
      });
      expect(reply.statusCode).toBe(201);
      const out = await vi.waitFor(
        () => {
          const found = graph.sent.find((item) => item.type === "template");
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 10_000 },
      );
      expect(out.template).toMatchObject({ name: "visa_reminder", language: "ru" });
      expect(out.template!.parameters).toEqual([
        expect.stringMatching(/^student \d+$/),
        expect.stringMatching(/^School \d+$/),
      ]);
    } finally {
      harness.clock.reset();
    }
  });

  it("names a send Meta refused for good", async () => {
    graph.failNext(GRAPH_ERRORS.undeliverable);
    const url = `/api/v1/conversations/students/${student()}/messages/`;
    await as(school, "admin", { method: "POST", url, payload: { text: "Are you there?", channel: "whatsapp" } });
    await vi.waitFor(
      async () => {
        const last = (await thread(student())).messages.at(-1)!;
        expect([last.delivery, last.failure]).toEqual(["failed", "no_address"]);
      },
      { timeout: 10_000 },
    );
  });
});

describe("a mailing on WhatsApp", () => {
  /** The same mailing to the linked student, with the template for outside the window. */
  const sendMailing = () =>
    as(school, "admin", {
      method: "POST",
      url: "/api/v1/user/accounts/send_tg_mailing/",
      payload: {
        channels: ["whatsapp"],
        subject: "Documents",
        body: "<p>Bring your passport, {first_name}.</p>",
        target: { audience: "user", user_id: school.users.student },
        whatsapp_template: "visa_recommendations",
      },
    });

  it("goes as text inside a recipient's window and as the chosen template outside it", async () => {
    const linkedWindowOpen = graph.inbound({ phoneNumberId: NUMBER.phoneNumberId, from: STUDENT_WA, text: "ok" });
    await post(school.id, linkedWindowOpen.body, SECRET);
    const response = await sendMailing();
    expect(response.statusCode).toBe(201);
    const mailing = response.json() as MailingDetail;
    expect(mailing.channels).toEqual(["whatsapp"]);
    await vi.waitFor(
      () => {
        const found = graph.sent.find((item) => item.text?.includes("Bring your passport"));
        expect(found?.text).toMatch(/^\*Documents\*\n\nBring your passport, /);
      },
      { timeout: 15_000 },
    );

    // A day later the window is closed: the same mailing goes as the school's approved template.
    harness.clock.set(new Date(Date.now() + 25 * 3_600_000));
    try {
      const templatesBefore = graph.sent.filter((item) => item.type === "template").length;
      const later = await sendMailing();
      expect(later.statusCode).toBe(201);
      await vi.waitFor(
        () => {
          const templates = graph.sent.filter((item) => item.type === "template");
          expect(templates).toHaveLength(templatesBefore + 1);
          expect(templates.at(-1)).toMatchObject({
            to: STUDENT_WA,
            template: { name: "visa_reminder", language: "ru" },
          });
        },
        { timeout: 15_000 },
      );
    } finally {
      harness.clock.reset();
    }
  });
});
