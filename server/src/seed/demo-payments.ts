import { toMinor } from "@school/contracts";
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courseMembers, courses, paymentEvents, payments, users } from "../db/schema/index.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

const DAY_MS = 86_400_000;
type Event = Omit<typeof paymentEvents.$inferInsert, "id" | "schoolId" | "paymentId">;
type DemoPayment = {
  email: string;
  course: 0 | 1;
  amount: number;
  method: "provider" | "cash" | "bank_transfer" | "card_terminal";
  status: "paid" | "pending";
  daysAgo: number;
  note?: string;
  deleted?: boolean;
  /** The history after its first line, as staff and the provider wrote it. */
  later?: (ids: { manager: Event; provider: Event }) => Event[];
};

/**
 * Payments recorded by hand and through the provider, with their history, so a program's Payments tab and a
 * student's payment tab show real money (decision 0053): a bank transfer corrected and annotated, a cash payment
 * entered twice and deleted, a card terminal payment, an online payment paid and one still pending. Runs once.
 */
const DEMO_PAYMENTS: readonly DemoPayment[] = [
  {
    email: "aliya@demo.kz",
    course: 0,
    amount: 450_000,
    method: "bank_transfer",
    status: "paid",
    daysAgo: 30,
    note: "Kaspi Bank, payment order 1182",
    later: ({ manager }) => [
      {
        ...manager,
        kind: "updated",
        amountMinor: toMinor(450_000, "KZT"),
        details: { amount_minor: { from: toMinor(400_000, "KZT"), to: toMinor(450_000, "KZT") } },
      },
      { ...manager, kind: "note", description: "Квитанция отсканирована и приложена к договору." },
    ],
  },
  {
    email: "dana@demo.kz",
    course: 0,
    amount: 450_000,
    method: "provider",
    status: "paid",
    daysAgo: 12,
    later: ({ provider }) => [
      { ...provider, kind: "paid", amountMinor: toMinor(450_000, "KZT"), providerTransactionId: "demo-tx-1001" },
    ],
  },
  { email: "timur@demo.kz", course: 1, amount: 200_000, method: "card_terminal", status: "paid", daysAgo: 3 },
  {
    email: "timur@demo.kz",
    course: 1,
    amount: 200_000,
    method: "cash",
    status: "paid",
    daysAgo: 3,
    deleted: true,
    later: ({ manager }) => [
      { ...manager, kind: "note", description: "Entered twice: the card terminal payment is the real one." },
      { ...manager, kind: "deleted" },
    ],
  },
  { email: "student@demo.kz", course: 1, amount: 200_000, method: "provider", status: "pending", daysAgo: 1 },
];

export async function seedDemoPayments(db: Db, schoolId: number): Promise<void> {
  const prefix = `demo-pay-${schoolId}-`;
  const [done] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.schoolId, schoolId), like(payments.orderId, `${prefix}%`)))
    .limit(1);
  if (done) return;
  const programs = await db
    .select({ id: courses.id, titleRu: courses.titleRu })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(2);
  const managerId = await firstUserOfRole(db, schoolId, "admin");
  const people = await userIdsByEmail(db, schoolId, [...new Set(DEMO_PAYMENTS.map((payment) => payment.email))]);
  if (programs.length < 2 || !managerId || people.size === 0) return;
  const [managerRow] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, managerId));
  const manager: Event = { kind: "note", actorId: managerId, actorName: managerRow?.name ?? "" };
  const provider: Event = { kind: "paid", actorId: null, actorName: "", provider: "dev" };
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_PAYMENTS.entries()) {
      const userId = people.get(demo.email);
      const course = programs[demo.course]!;
      if (!userId) continue;
      const at = new Date(now - demo.daysAgo * DAY_MS);
      const byHand = demo.method !== "provider";
      const [row] = await tx
        .insert(payments)
        .values({
          schoolId,
          orderId: `${prefix}${index + 1}`,
          kind: "course",
          userId,
          courseId: course.id,
          title: course.titleRu,
          amountMinor: toMinor(demo.amount, "KZT"),
          currency: "KZT",
          status: demo.status,
          method: demo.method,
          provider: byHand ? null : "dev",
          providerTransactionId: !byHand && demo.status === "paid" ? "demo-tx-1001" : null,
          note: demo.note ?? "",
          createdBy: byHand ? managerId : null,
          createdAt: at,
          paidAt: demo.status === "paid" ? at : null,
          deletedAt: demo.deleted ? new Date(at.getTime() + 3_600_000) : null,
        })
        .returning({ id: payments.id });
      const first: Event = byHand
        ? {
            ...manager,
            kind: "created",
            amountMinor: toMinor(demo.amount, "KZT"),
            description: demo.note ?? "",
            details: { method: demo.method },
          }
        : { kind: "created", actorId: userId, actorName: "", amountMinor: toMinor(demo.amount, "KZT") };
      const events = [first, ...(demo.later?.({ manager, provider }) ?? [])];
      await tx.insert(paymentEvents).values(
        events.map((event, order) => ({
          ...event,
          schoolId,
          paymentId: row!.id,
          createdAt: new Date(at.getTime() + order * 600_000),
        })),
      );
      if (demo.status === "paid" && !demo.deleted) {
        await tx
          .insert(courseMembers)
          .values({ schoolId, courseId: course.id, userId, role: "student", source: byHand ? "staff" : "payment" })
          .onConflictDoNothing();
      }
    }
  });
}
