import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SettledPayment } from "../../../core/payments/listeners.js";
import { inTransaction, schoolScope } from "../../../core/tenancy/scope.js";
import { payments, referralCredits, studentCommunications, studentRecords, users } from "../../../db/schema/index.js";
import { newCourse, newCoursePayment } from "../../../test/factories.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";
import { settle as settleNotification } from "../../payments/settle.js";
import { referralListener } from "./referral.listener.js";

const suite = apiSuite({
  rateLimits: { windowSeconds: 900, perAccount: 1000, perAddress: 1000, lookupsPerAddress: 3 },
});
let address = 0;
const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;
const uniqueEmail = (name: string) => `${name}.${++address}.${process.pid}@example.kz`;

const myReferral = (school: TestSchool = suite.school) =>
  suite.as(school, "student", { method: "GET", url: "/api/v1/marketing/referral/" });

const register = (payload: Record<string, unknown>, school: TestSchool = suite.school) =>
  suite.harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/create/",
    remoteAddress: nextAddress(),
    payload: {
      first_name: "Friend",
      last_name: "Invited",
      password: "a-long-password-1",
      domain: school.domain,
      consent: true,
      ...payload,
    },
  });

const consult = (payload: Record<string, unknown>, options: { remoteAddress?: string; school?: TestSchool } = {}) =>
  suite.harness.app.inject({
    method: "POST",
    url: `/api/v1/marketing/consultation/?domain=${(options.school ?? suite.school).domain}`,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    payload,
  });

async function userByEmail(email: string) {
  const [row] = await suite.harness.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("a student's referral link", () => {
  it("has a stable code, for students only", async () => {
    const first = await myReferral();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      code: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      cashback_percent: 5,
      credits: [],
      totals: [],
      referred_by: null,
      earned_for_referrer: null,
    });
    expect((await myReferral()).json().code).toBe(body.code);
    expect((await myReferral(suite.other)).json().code).not.toBe(body.code);
    for (const role of ["admin_school", "admin", "teacher"] as const) {
      const response = await suite.as(suite.school, role, { method: "GET", url: "/api/v1/marketing/referral/" });
      expect(response.statusCode).toBe(403);
    }
    const guest = await suite.harness.app.inject({ method: "GET", url: "/api/v1/marketing/referral/" });
    expect(guest.statusCode).toBe(401);
  });

  it("brings a registering friend in with the referrer; a code of another school or of nobody is ignored", async () => {
    const code = (await myReferral()).json().code as string;
    const otherCode = (await myReferral(suite.other)).json().code as string;
    const friend = uniqueEmail("friend");
    expect((await register({ email: friend, ref: code, utm_campaign: "referral" })).statusCode).toBe(201);
    expect(await userByEmail(friend)).toMatchObject({
      referrerId: suite.school.users.student,
      utmCampaign: "referral",
    });
    const stranger = uniqueEmail("stranger");
    expect((await register({ email: stranger, ref: otherCode })).statusCode).toBe(201);
    expect((await userByEmail(stranger))?.referrerId).toBeNull();
    const nobody = uniqueEmail("nobody");
    expect((await register({ email: nobody, ref: "ZZZZZZZZZZ" })).statusCode).toBe(201);
    expect((await userByEmail(nobody))?.referrerId).toBeNull();
  });
});

describe("the free consultation request", () => {
  it("makes a lead in the CRM: a student of type consultation with referrer, marks and the comment", async () => {
    const code = (await myReferral()).json().code as string;
    const email = uniqueEmail("lead");
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const response = await consult({
      first_name: "Aruzhan",
      last_name: "Seitkali",
      email,
      phone: "+77011234567",
      comment: "Хочу учиться в Италии",
      course_id: courseId,
      ref: code,
      utm_source: "referral",
      utm_campaign: "referral",
    });
    expect(response.statusCode).toBe(201);
    const lead = await userByEmail(email);
    expect(lead).toMatchObject({
      role: "student",
      schoolId: suite.school.id,
      referrerId: suite.school.users.student,
      utmSource: "referral",
      utmCampaign: "referral",
      phone: "+77011234567",
      firstName: "Aruzhan",
    });
    const db = suite.harness.database.db;
    const [record] = await db.select().from(studentRecords).where(eq(studentRecords.userId, lead!.id));
    expect(record).toMatchObject({ type: "consultation", steps: ["consultation"] });
    const notes = await db.select().from(studentCommunications).where(eq(studentCommunications.userId, lead!.id));
    expect(notes).toEqual([
      expect.objectContaining({ channel: "message", text: expect.stringContaining("Хочу учиться в Италии") }),
    ]);
    // The CRM's user list shows where the lead came from and who referred them.
    const list = await suite.as(suite.school, "admin", {
      method: "GET",
      url: `/api/v1/user/accounts/list/?type=consultation&q=${encodeURIComponent(email)}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({
        id: lead!.id,
        utm_source: "referral",
        referrer: { id: suite.school.users.student, name: expect.stringContaining("student") },
      }),
    ]);
    // The referrer counts the friend.
    expect((await myReferral()).json().friends_registered).toBeGreaterThanOrEqual(1);
    // The lead cannot sign in with any password until they set one through a reset link.
    const login = await suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/login/",
      remoteAddress: nextAddress(),
      payload: { email, password: "" },
    });
    expect(login.statusCode).toBe(400);
  });

  it("adds a repeated request to the existing student's history and answers the same", async () => {
    const email = uniqueEmail("again");
    expect((await consult({ first_name: "Dana", email })).statusCode).toBe(201);
    const lead = await userByEmail(email);
    expect((await consult({ first_name: "Someone else", email, comment: "Second time" })).statusCode).toBe(201);
    const again = await userByEmail(email);
    expect(again).toMatchObject({ id: lead!.id, firstName: "Dana" });
    const notes = await suite.harness.database.db
      .select()
      .from(studentCommunications)
      .where(eq(studentCommunications.userId, lead!.id));
    expect(notes.map((note) => note.text)).toEqual(["Second time"]);
    // An e-mail of another school's account: the same answer, nothing created in either school.
    const foreign = await suite.as(suite.other, "student", { method: "GET", url: "/api/v1/marketing/referral/" });
    expect(foreign.statusCode).toBe(200);
    const [otherStudent] = await suite.harness.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, suite.other.users.student));
    expect((await consult({ first_name: "X", email: otherStudent!.email })).statusCode).toBe(201);
    const [still] = await suite.harness.database.db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(eq(users.email, otherStudent!.email));
    expect(still?.schoolId).toBe(suite.other.id);
  });

  it("from a signed-in student joins their own history, whatever e-mail the form carried", async () => {
    const db = suite.harness.database.db;
    const courseId = await newCourse(db, suite.school.id, { titleRu: "Не продаётся" });
    const someoneElse = uniqueEmail("not-me");
    const asked = await suite.as(suite.school, "student", {
      method: "POST",
      url: "/api/v1/marketing/consultation/",
      payload: { first_name: "Me", email: someoneElse, comment: "Как записаться?", course_id: courseId },
    });
    expect(asked.statusCode).toBe(201);
    expect(await userByEmail(someoneElse)).toBeUndefined();
    const notes = await db
      .select({ text: studentCommunications.text })
      .from(studentCommunications)
      .where(eq(studentCommunications.userId, suite.school.users.student));
    expect(notes).toContainEqual({ text: "Как записаться?\n→ Не продаётся" });
  });

  it("keeps a lead whose phone is registered elsewhere, without the phone on the account", async () => {
    const db = suite.harness.database.db;
    await db.update(users).set({ phone: "+77019998877" }).where(eq(users.id, suite.other.users.teacher));
    const email = uniqueEmail("phone");
    expect((await consult({ first_name: "Phone", email, phone: "+77019998877" })).statusCode).toBe(201);
    const lead = await userByEmail(email);
    expect(lead).toMatchObject({ phone: null, schoolId: suite.school.id });
  });

  it.each([
    ["no name", { email: "x@example.kz" }],
    ["a bad e-mail", { first_name: "A", email: "nope" }],
    ["a bad phone", { first_name: "A", email: "y@example.kz", phone: "123" }],
    ["a too long comment", { first_name: "A", email: "z@example.kz", comment: "x".repeat(2001) }],
    ["an unknown field", { first_name: "A", email: "w@example.kz", role: "admin" }],
    ["a control character", { first_name: "A\u0007", email: "v@example.kz" }],
    ["a bad mark", { first_name: "A", email: "u@example.kz", utm_source: "x".repeat(300) }],
  ])("refuses %s with 400", async (_why, payload) => {
    expect((await consult(payload)).statusCode).toBe(400);
  });

  it("is limited per address (429 with Retry-After)", async () => {
    const from = "10.9.9.9";
    for (let i = 0; i < 3; i += 1) {
      expect((await consult({ first_name: "R", email: uniqueEmail("rate") }, { remoteAddress: from })).statusCode).toBe(
        201,
      );
    }
    const refused = await consult({ first_name: "R", email: uniqueEmail("rate") }, { remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // A signed-in student's request (the button is a guest's, but the call is open) lands in their own history.
    const [me] = await suite.harness.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, suite.school.users.student));
    const signedIn = await suite.as(suite.school, "student", {
      method: "POST",
      url: "/api/v1/marketing/consultation/",
      payload: { first_name: "S", email: me!.email, comment: "From inside" },
    });
    expect(signedIn.statusCode).toBe(201);
    const notes = await suite.harness.database.db
      .select({ text: studentCommunications.text })
      .from(studentCommunications)
      .where(eq(studentCommunications.userId, suite.school.users.student));
    expect(notes).toContainEqual({ text: "From inside" });
  });
});

describe("the referral credit", () => {
  async function friendWithPayments(count: number) {
    const db = suite.harness.database.db;
    const email = uniqueEmail("buyer");
    const [friend] = await db
      .insert(users)
      .values({
        schoolId: suite.school.id,
        email,
        passwordHash: "x",
        firstName: "Bolat",
        lastName: "Nurlanov",
        role: "student",
        referrerId: suite.school.users.student,
      })
      .returning({ id: users.id });
    const courseId = await newCourse(db, suite.school.id);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push(
        await newCoursePayment(db, {
          schoolId: suite.school.id,
          courseId,
          userId: friend!.id,
          amountMinor: 2_500_019 + i,
          paidAt: new Date(Date.UTC(2026, 2, 1 + i)),
        }),
      );
    }
    return { friendId: friend!.id, paymentIds: ids };
  }

  async function settled(paymentId: number): Promise<SettledPayment> {
    const [row] = await suite.harness.database.db.select().from(payments).where(eq(payments.id, paymentId));
    return {
      id: row!.id,
      orderId: row!.orderId,
      kind: row!.kind,
      userId: row!.userId,
      courseId: row!.courseId,
      amountMinor: row!.amountMinor,
      refundedMinor: row!.refundedMinor,
      currency: row!.currency,
      tariffStudents: null,
      tariffMonths: null,
      paidAt: row!.paidAt,
    };
  }

  /** The listener as the settle path calls it: inside the transaction that records the payment. */
  const settle = (payment: SettledPayment) =>
    inTransaction(schoolScope(suite.harness.deps, suite.school.id), (tx) => referralListener.paid!(tx, payment));

  it("credits the referrer 5 % of the friend's first purchase once, under replays and concurrent settles", async () => {
    const { friendId, paymentIds } = await friendWithPayments(2);
    const [first, second] = await Promise.all(paymentIds.map(settled));
    // Replays of the first purchase and a settle of the second, all at once.
    await Promise.all([settle(first!), settle(first!), settle(second!), settle(first!), settle(second!)]);
    await settle(first!);
    const credits = await suite.harness.database.db
      .select()
      .from(referralCredits)
      .where(eq(referralCredits.friendId, friendId));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ referrerId: suite.school.users.student, currency: "KZT" });
    // 5 % of the purchase it was credited for, rounded down to a whole tiyn.
    const creditedFor = credits[0]!.paymentId === first!.id ? first! : second!;
    expect(credits[0]!.amountMinor).toBe(Math.floor((creditedFor.amountMinor * 5) / 100));

    // Shown to both: the referrer's credits and total, the friend's referrer and what they earned them.
    const mine = (await myReferral()).json();
    expect(mine.credits).toContainEqual({
      friend: { first_name: "Bolat", last_initial: "N" },
      amount_minor: credits[0]!.amountMinor,
      currency: "KZT",
      created_at: credits[0]!.createdAt.toISOString(),
    });
    expect(mine.totals).toEqual([
      {
        currency: "KZT",
        amount_minor: mine.credits.reduce(
          (sum: number, credit: { amount_minor: number }) => sum + credit.amount_minor,
          0,
        ),
      },
    ]);
    const [friend] = await suite.harness.database.db.select().from(users).where(eq(users.id, friendId));
    const friendView = await suite.harness.app.inject({
      method: "GET",
      url: "/api/v1/marketing/referral/",
      headers: await suite.harness.authAs(
        { ...suite.school, users: { ...suite.school.users, student: friend!.id } },
        "student",
      ),
    });
    expect(friendView.json()).toMatchObject({
      referred_by: { first_name: expect.stringContaining("student"), last_initial: "" },
      earned_for_referrer: { amount_minor: credits[0]!.amountMinor, currency: "KZT" },
    });
  });

  it("credits nothing for a second purchase, a tariff, a buyer without a referrer, and withdraws on a full refund", async () => {
    const db = suite.harness.database.db;
    const { friendId, paymentIds } = await friendWithPayments(2);
    await settle(await settled(paymentIds[1]!)); // the later one: an earlier purchase exists
    expect(await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId))).toEqual([]);
    await settle({ ...(await settled(paymentIds[0]!)), kind: "tariff" });
    expect(await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId))).toEqual([]);
    const first = await settled(paymentIds[0]!);
    await settle(first);
    expect(await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId))).toHaveLength(1);
    const refund = (amountMinor: number) =>
      inTransaction(schoolScope(suite.harness.deps, suite.school.id), (tx) =>
        referralListener.refunded!(tx, {
          payment: first,
          refund: { amountMinor, full: amountMinor === first.amountMinor, eventId: 0 },
        }),
      );
    await refund(100);
    expect(await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId))).toHaveLength(1);
    await refund(first.amountMinor);
    expect(await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId))).toEqual([]);
    // A buyer nobody referred.
    const courseId = await newCourse(db, suite.school.id);
    const own = await newCoursePayment(db, { schoolId: suite.school.id, courseId, userId: suite.school.users.admin });
    await settle(await settled(own));
    expect(
      await db
        .select()
        .from(referralCredits)
        .where(
          and(eq(referralCredits.schoolId, suite.school.id), eq(referralCredits.friendId, suite.school.users.admin)),
        ),
    ).toEqual([]);
  });

  it("is credited once through the settle path with the app's listeners, under concurrent deliveries", async () => {
    const db = suite.harness.database.db;
    expect(suite.harness.deps.paymentListeners).toContain(referralListener);
    const { friendId, paymentIds } = await friendWithPayments(2);
    // Both orders pending, as the checkout leaves them.
    for (const id of paymentIds)
      await db.update(payments).set({ status: "pending", paidAt: null }).where(eq(payments.id, id));
    const orders = await Promise.all(paymentIds.map(settled));
    const scope = { db, schoolId: suite.school.id, deps: suite.harness.deps };
    const deliver = (order: SettledPayment, transactionId: string) =>
      settleNotification(scope, {
        orderId: order.orderId,
        provider: "test",
        transactionId,
        settlement: { kind: "paid", amountMinor: order.amountMinor, occurredAt: null },
      });
    const tx = `tx-${friendId}`;
    const outcomes = await Promise.all([
      deliver(orders[0]!, `${tx}-a`),
      deliver(orders[0]!, `${tx}-a`),
      deliver(orders[1]!, `${tx}-b`),
      deliver(orders[1]!, `${tx}-b`),
      deliver(orders[0]!, `${tx}-a`),
    ]);
    expect(outcomes.filter((outcome) => outcome.outcome === "recorded")).toHaveLength(2);
    const credits = await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId));
    expect(credits).toHaveLength(1);
    const creditedFor = orders.find((order) => order.id === credits[0]!.paymentId)!;
    expect(credits[0]!.amountMinor).toBe(Math.floor((creditedFor.amountMinor * 5) / 100));
    // A full refund of the credited purchase through the same path takes the credit back.
    await settleNotification(scope, {
      orderId: creditedFor.orderId,
      provider: "test",
      transactionId: `${tx}-refund`,
      settlement: { kind: "refunded", amountMinor: creditedFor.amountMinor },
    });
    expect(await db.select().from(referralCredits).where(eq(referralCredits.friendId, friendId))).toEqual([]);
  });
});
