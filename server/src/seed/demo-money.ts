import { type PaymentMethod, toMinor } from "@school/contracts";
import { and, eq, like, ne } from "drizzle-orm";
import { addDays } from "../core/schedule-time.js";
import { schoolDayIn } from "../core/school-day.js";
import type { Db } from "../db/client.js";
import { courses, payments, paymentTranches, schools, users } from "../db/schema/index.js";
import { userIdsByEmail } from "./demo-people.js";

/**
 * Students whose tranches fall overdue in the demo: the money report and the balance table show them (Timur's
 * record has its own overdue half, demo-records.ts).
 */
const OVERDUE = [
  { email: "dana@demo.kz", amount: 450_000, daysAgo: 45, note: "Оплата подачи" },
  { email: "aliya@demo.kz", amount: 150_000, daysAgo: 5, note: "Перевод документов" },
];
/** The signed-in demo student's purchases are demo-payments.ts's story (one pending order); the sales here are others'. */
const OWN_STORY = "student@demo.kz";
const METHODS: PaymentMethod[] = ["provider", "cash", "bank_transfer", "provider", "card_terminal"];

/**
 * The demo school's money over the last eight months (decision 0054): program sales by every method, a partial
 * refund, a failed and a pending order, the priority package; and tranches past due. Idempotent: a second run finds
 * its orders (`demo-money-…`) and its overdue tranches and adds nothing. Months and due dates count from today.
 */
export async function seedDemoMoney(db: Db, schoolId: number, now = new Date()): Promise<void> {
  const [school] = await db.select({ timeZone: schools.timeZone }).from(schools).where(eq(schools.id, schoolId));
  const { today } = schoolDayIn(school?.timeZone ?? "Asia/Almaty", now);
  const prefix = `demo-money-${schoolId}-`;
  const [seeded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.schoolId, schoolId), like(payments.orderId, `${prefix}%`)))
    .limit(1);
  if (!seeded) await seedPayments(db, { schoolId, prefix, today });
  const ids = await userIdsByEmail(
    db,
    schoolId,
    OVERDUE.map((row) => row.email),
  );
  for (const row of OVERDUE) {
    const userId = ids.get(row.email);
    if (userId === undefined) continue;
    const [existing] = await db
      .select({ id: paymentTranches.id })
      .from(paymentTranches)
      .where(and(eq(paymentTranches.userId, userId), eq(paymentTranches.note, row.note)));
    if (existing) continue;
    await db.insert(paymentTranches).values({
      schoolId,
      userId,
      amount: row.amount,
      dueDate: addDays(today, -row.daysAgo),
      note: row.note,
    });
  }
}

async function seedPayments(db: Db, input: { schoolId: number; prefix: string; today: string }) {
  const { schoolId, prefix, today } = input;
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "student"), ne(users.email, OWN_STORY)))
    .orderBy(users.id)
    .limit(12);
  const programs = (
    await db
      .select({ id: courses.id, title: courses.titleRu, cost: courses.cost })
      .from(courses)
      .where(eq(courses.schoolId, schoolId))
      .orderBy(courses.id)
  ).filter((program) => program.cost > 0);
  if (students.length === 0 || programs.length === 0) return;
  const rows: (typeof payments.$inferInsert)[] = [];
  for (let monthsAgo = 7; monthsAgo >= 0; monthsAgo -= 1) {
    // More sales towards the autumn intake: three to seven a month.
    const sales = 3 + ((7 - monthsAgo) % 5);
    for (let sale = 0; sale < sales; sale += 1) {
      const n = rows.length;
      const program = programs[(n * 3 + monthsAgo) % programs.length]!;
      const method = METHODS[n % METHODS.length]!;
      const day = Math.min(1 + sale * 4, 27);
      const paidAt = monthDay(today, monthsAgo, day);
      if (paidAt > new Date(`${today}T23:00:00Z`)) continue;
      rows.push({
        schoolId,
        orderId: `${prefix}${n}`,
        kind: "course",
        userId: students[n % students.length]!.id,
        courseId: program.id,
        title: program.title,
        amountMinor: toMinor(program.cost, "KZT"),
        refundedMinor: n === 5 ? toMinor(program.cost / 2, "KZT") : 0,
        currency: "KZT",
        status: n === 9 ? "failed" : n === 14 ? "pending" : "paid",
        method,
        provider: method === "provider" ? "dev" : null,
        providerTransactionId: method === "provider" ? `${prefix}tx-${n}` : null,
        paidAt: n === 9 || n === 14 ? null : paidAt,
        createdAt: paidAt,
      });
    }
  }
  rows.push({
    schoolId,
    orderId: `${prefix}priority`,
    kind: "priority_package",
    userId: students[0]!.id,
    title: "Приоритетный пакет",
    amountMinor: toMinor(50_000, "KZT"),
    currency: "KZT",
    status: "paid",
    method: "cash",
    paidAt: monthDay(today, 1, 12),
    createdAt: monthDay(today, 1, 12),
  });
  await db.insert(payments).values(rows);
}

/** 10:00 in Almaty (05:00 UTC) on `day` of the month `monthsAgo` before today's. */
function monthDay(today: string, monthsAgo: number, day: number): Date {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const first = new Date(Date.UTC(year, month - 1 - monthsAgo, 1, 5));
  return new Date(first.getTime() + (day - 1) * 86_400_000);
}
