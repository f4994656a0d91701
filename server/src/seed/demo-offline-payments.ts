import { type OfflineChannel, type OfflineState, toMinor } from "@school/contracts";
import { and, asc, eq, like } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courses, paymentEvents, payments } from "../db/schema/index.js";
import { insertOffline, saveSettings, settingsOf, userName } from "../modules/payments/offline/offline.queries.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

const HOUR_MS = 3_600_000;

/** The demo school's Kaspi Pay link (a made-up merchant), so the buy screens offer Kaspi and transfer at once. */
export const DEMO_KASPI_LINK = "https://pay.kaspi.kz/pay/demoschool";

type DemoOffline = {
  email: string;
  channel: OfflineChannel;
  state: OfflineState;
  amount: number;
  hoursAgo: number;
  reason?: string;
  note?: string;
};

/**
 * The reconciliation queue as a school sees it on a Monday (decision 0160): two Kaspi payments and a transfer the
 * students say they made, cash the manager took at the desk, one waiting for the student to pay, and one the manager
 * rejected with the reason the student reads. Only open or rejected ones: a confirmed payment would have enrolled its
 * student through the settle path, which the seed does not run.
 */
const DEMO_OFFLINE: readonly DemoOffline[] = [
  { email: "aliya@demo.kz", channel: "kaspi", state: "awaiting_confirmation", amount: 200_000, hoursAgo: 3 },
  { email: "dana@demo.kz", channel: "transfer", state: "awaiting_confirmation", amount: 200_000, hoursAgo: 20 },
  {
    email: "timur@demo.kz",
    channel: "cash",
    state: "awaiting_confirmation",
    amount: 200_000,
    hoursAgo: 1,
    note: "Оплата наличными на ресепшене, квитанция № 0457",
  },
  { email: "student@demo.kz", channel: "kaspi", state: "awaiting_payment", amount: 200_000, hoursAgo: 2 },
  {
    email: "dana@demo.kz",
    channel: "kaspi",
    state: "rejected",
    amount: 200_000,
    hoursAgo: 50,
    reason: "Платёж с этим номером заказа не найден в выписке Kaspi",
  },
];

/** What the demo's setting said before the comment carried the student's name (decision 0172). */
const OLD_DEMO_KASPI_COMMENT = "ФИО ученика";

export async function seedDemoOfflinePayments(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  const settings = await settingsOf(scope);
  if (!settings) {
    await saveSettings(scope, {
      kaspiEnabled: true,
      kaspiLink: DEMO_KASPI_LINK,
      // The comment carries the order and the student's name by itself (decision 0172): nothing else to ask.
      kaspiComment: "",
      transferEnabled: true,
    });
  } else if (settings.kaspiComment === OLD_DEMO_KASPI_COMMENT) {
    // A demo seeded before asked for the name as a hint, which the comment now writes itself.
    await saveSettings(scope, { kaspiComment: "" });
  }
  const prefix = `demo-offline-${schoolId}-`;
  const [done] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.schoolId, schoolId), like(payments.orderId, `${prefix}%`)))
    .limit(1);
  if (done) return;
  const [program] = await db
    .select({ id: courses.id, titleRu: courses.titleRu })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(1)
    .offset(1);
  const managerId = await firstUserOfRole(db, schoolId, "admin");
  const people = await userIdsByEmail(db, schoolId, [...new Set(DEMO_OFFLINE.map((row) => row.email))]);
  if (!program || !managerId) return;
  const managerName = await userName(scope, managerId);
  const now = Date.now();
  const staff = { id: managerId, name: managerName };
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_OFFLINE.entries()) {
      const userId = people.get(demo.email);
      if (!userId) continue;
      const at = new Date(now - demo.hoursAgo * HOUR_MS);
      await seedOne({ db: tx, schoolId }, { orderId: `${prefix}${index + 1}`, demo, userId, program, staff, at });
    }
  });
}

/** One demo payment: its ledger row, its first history line and its place in the queue. */
async function seedOne(
  scope: { db: Db; schoolId: number },
  input: {
    orderId: string;
    demo: DemoOffline;
    userId: number;
    program: { id: number; titleRu: string };
    staff: { id: number; name: string };
    at: Date;
  },
): Promise<void> {
  const { demo, program, staff, at, userId } = input;
  const byStaff = demo.channel === "cash";
  const rejected = demo.state === "rejected";
  const amountMinor = toMinor(demo.amount, "KZT");
  const [row] = await scope.db
    .insert(payments)
    .values({
      schoolId: scope.schoolId,
      orderId: input.orderId,
      kind: "course",
      userId,
      courseId: program.id,
      title: program.titleRu,
      amountMinor,
      currency: "KZT",
      status: rejected ? "failed" : "pending",
      method: demo.channel === "transfer" ? "bank_transfer" : demo.channel,
      provider: demo.channel,
      note: demo.note ?? "",
      failureReason: demo.reason ?? null,
      createdBy: byStaff ? staff.id : userId,
      createdAt: at,
    })
    .returning({ id: payments.id });
  await scope.db.insert(paymentEvents).values({
    schoolId: scope.schoolId,
    paymentId: row!.id,
    kind: "created",
    amountMinor,
    actorId: byStaff ? staff.id : userId,
    provider: demo.channel,
    description: program.titleRu,
    createdAt: at,
  });
  await insertOffline(scope, {
    paymentId: row!.id,
    channel: demo.channel,
    state: demo.state,
    recordedBy: byStaff ? staff.id : null,
    recordedByName: byStaff ? staff.name : "",
    reportedAt: demo.state === "awaiting_payment" ? null : new Date(at.getTime() + HOUR_MS / 4),
    decidedAt: rejected ? new Date(at.getTime() + 2 * HOUR_MS) : null,
    decidedBy: rejected ? staff.id : null,
    decidedByName: rejected ? staff.name : "",
    rejectionReason: demo.reason ?? null,
  });
}
