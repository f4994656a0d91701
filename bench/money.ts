import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import type { RawNotification } from "../server/src/core/payments/provider.js";
import { openDatabase } from "../server/src/db/client.js";
import { courseMembers, courses, paymentEvents, payments, schools } from "../server/src/db/schema/index.js";
import { addUser } from "../server/src/modules/school/school-setup.service.js";
import { newDictionaryEntry } from "../server/src/test/factories.js";
import { adminDatabaseUrl, benchDatabase } from "./kit.js";

/**
 * Notifications delivered many times at once (issue 21, decision 0052): 20 students each open an order for a paid
 * program through `pay/pay_course/`, then every one of the 20 signed "Pay" notifications is delivered 100 times over
 * real HTTP, 100 deliveries in flight at once, shuffled. Exactly 20 payments must be paid, with 20 "paid" events and
 * 20 memberships, and every delivery answered `{"code": 0}` (a replay is acknowledged and changes nothing).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:money
 */
const ORDERS = 20;
const COPIES = Number(process.env.BENCH_COPIES ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 100);

async function main() {
  const adminUrl = adminDatabaseUrl();
  const scratch = await benchDatabase(adminUrl, "money", null);
  const dataDir = mkdtempSync(join(tmpdir(), "money-bench-"));
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 60_000, connectMs: 5_000 } });
  try {
    await database.migrate();
    const db = database.db;
    const [school] = await db
      .insert(schools)
      .values({ name: "Money bench", domain: "money.bench", tariffActive: true })
      .returning({ id: schools.id });
    const schoolId = school!.id;
    const tagId = await newDictionaryEntry(db, schoolId, "tag");
    const [course] = await db
      .insert(courses)
      .values({ schoolId, titleRu: "Программа", shortDescRu: "Кратко", fullDescRu: "Полностью", tagId, cost: 25_000 })
      .returning({ id: courses.id });
    const students = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) =>
        addUser(db, {
          schoolId,
          email: `student${index}@money.bench`,
          password: "bench-password-1",
          role: "student",
          firstName: `Student ${index}`,
        }),
      ),
    );

    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const { app, deps } = await buildApp({
      env,
      db,
      signingSecret: "bench-secret-long-enough-for-hs256-signing",
      logger: false,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const development = deps.payments.development;
    if (!development) throw new Error("The bench needs the development provider: unset CLOUDPAYMENTS_*");

    try {
      // 20 orders through the buy call, as students open them.
      const orders = await Promise.all(
        students.map(async (userId) => {
          const token = await deps.tokens.signAccess({
            first_name: "Bench",
            role: "student",
            tariff_status: true,
            first_visit: true,
            language: null,
            email: "",
            user_id: userId,
            school_id: schoolId,
            currency: "KZT",
          });
          const response = await fetch(`${base}/pay/pay_course/`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify({ course_id: course!.id, idempotency_key: `bench-order-${userId}` }),
          });
          const answer = (await response.json()) as { order_id?: string };
          if (!answer.order_id) throw new Error(`pay_course answered ${response.status}: ${JSON.stringify(answer)}`);
          return { userId, orderId: answer.order_id };
        }),
      );
      const notifications: RawNotification[] = orders.map((order, index) =>
        development.notification({
          type: "pay",
          orderId: order.orderId,
          accountId: String(order.userId),
          amountMinor: 2_500_000,
          currency: "KZT",
          transactionId: `bench-tx-${index}`,
          occurredAt: new Date(),
        }),
      );
      const deliveries = notifications.flatMap((notification) => Array.from({ length: COPIES }, () => notification));
      // Shuffled, so copies of one notification race each other and the others.
      for (let index = deliveries.length - 1; index > 0; index -= 1) {
        const other = Math.floor(Math.random() * (index + 1));
        [deliveries[index], deliveries[other]] = [deliveries[other]!, deliveries[index]!];
      }

      const timings: number[] = [];
      const answers = new Map<string, number>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          for (let index = next++; index < deliveries.length; index = next++) {
            const notification = deliveries[index]!;
            const begun = performance.now();
            const response = await fetch(`${base}/pay/notifications/development/pay/`, {
              method: "POST",
              headers: notification.headers as Record<string, string>,
              body: new Uint8Array(notification.rawBody),
            });
            const text = `${response.status} ${await response.text()}`;
            timings.push(performance.now() - begun);
            answers.set(text, (answers.get(text) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      const inSchool = eq(payments.schoolId, schoolId);
      const [all] = await db.select({ total: count() }).from(payments).where(inSchool);
      const [paid] = await db
        .select({ total: count() })
        .from(payments)
        .where(and(inSchool, eq(payments.status, "paid")));
      const [paidEvents] = await db
        .select({ total: count() })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.schoolId, schoolId), eq(paymentEvents.kind, "paid")));
      const [members] = await db
        .select({ total: count() })
        .from(courseMembers)
        .where(and(eq(courseMembers.courseId, course!.id), eq(courseMembers.source, "payment")));
      timings.sort((a, b) => a - b);
      const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
      console.info(
        `deliveries: ${deliveries.length} (${ORDERS} notifications × ${COPIES}), ${IN_FLIGHT} in flight, ` +
          `${seconds.toFixed(1)} s, ${(deliveries.length / seconds).toFixed(0)} per second, ` +
          `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
      );
      console.info(`answers: ${[...answers].map(([text, times]) => `${times} × ${text}`).join(", ")}`);
      console.info(
        `payments: ${all!.total} (paid ${paid!.total}), "paid" events: ${paidEvents!.total}, memberships from payments: ${members!.total}`,
      );
      const exact =
        all!.total === ORDERS &&
        paid!.total === ORDERS &&
        paidEvents!.total === ORDERS &&
        members!.total === ORDERS &&
        answers.size === 1 &&
        answers.has('200 {"code":0}');
      console.info(exact ? `OK: exactly ${ORDERS} payments paid once each` : "FAILED: the counts are not exact");
      if (!exact) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
