import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../core/clock.js";
import { createQueue } from "../../../core/queue/queue.js";
import { ownerOnly } from "../../../core/tenancy/school-database.js";
import type { Db } from "../../../db/client.js";
import { scheduleLessons, schools } from "../../../db/schema/index.js";
import type { Deps, JobContext } from "../../../deps.js";
import { newScheduleLesson } from "../../../test/factories.js";
import { createReopenableTestDatabase, openTestDatabase } from "../../../test/test-database.js";
import { addUser } from "../../school/school-setup.service.js";
import { finishYesterdayJob } from "./finish-lessons.job.js";
import { finishPastLessons } from "./finish-lessons.service.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const HOUR = 3_600_000;
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

/** What the job reaches, on a bare test database: its clock, the owner's handle for every school, a queue on it. */
const depsOn = (db: Db, queue?: unknown) =>
  ({
    db,
    clock: systemClock,
    schools: ownerOnly(db),
    queue: queue ?? createQueue({ db, log, kinds: {} }),
  }) as unknown as Deps;

/** A school (the setting as given) with a teacher, and lessons yesterday, today and a cancelled one. */
async function schoolWithLessons(db: Db, autoFinish: boolean) {
  const domain = `finish-${autoFinish}-${Math.random().toString(36).slice(2, 8)}.test`;
  const [school] = await db
    .insert(schools)
    .values({ name: domain, domain, autoFinishLessons: autoFinish })
    .returning({ id: schools.id });
  const schoolId = school!.id;
  const teacherId = await addUser(db, {
    schoolId,
    email: `t@${domain}`,
    password: "a-long-password",
    role: "teacher",
    firstName: "T",
  });
  // Almaty's midnight today, whatever the machine's zone: lessons are placed around it.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date());
  const midnight = new Date(`${today}T00:00:00+05:00`);
  const lesson = (startAt: Date, status: "planned" | "cancelled" = "planned") =>
    newScheduleLesson(db, { schoolId, teacherId, startAt, status });
  return {
    yesterday: await lesson(new Date(midnight.getTime() - 10 * HOUR)),
    yesterdayCancelled: await lesson(new Date(midnight.getTime() - 5 * HOUR), "cancelled"),
    today: await lesson(new Date(midnight.getTime() + 30 * 60_000)),
  };
}

const statusOf = async (db: Db, ids: number[]) =>
  Object.fromEntries(
    (
      await db
        .select({ id: scheduleLessons.id, status: scheduleLessons.status })
        .from(scheduleLessons)
        .where(inArray(scheduleLessons.id, ids))
    ).map((row) => [row.id, row.status]),
  );

describe("the nightly completion of yesterday's lessons", () => {
  it("marks the planned lessons of the day before finished where the setting is on; a second run changes nothing", async () => {
    const database = await openTestDatabase();
    cleanups.push(database.close);
    const on = await schoolWithLessons(database.db, true);
    const off = await schoolWithLessons(database.db, false);
    const now = new Date();
    await finishPastLessons(depsOn(database.db), now);
    const first = await statusOf(database.db, [...Object.values(on), ...Object.values(off)]);
    expect(first).toEqual({
      [on.yesterday]: "finished",
      [on.yesterdayCancelled]: "cancelled",
      [on.today]: "planned",
      [off.yesterday]: "planned",
      [off.yesterdayCancelled]: "cancelled",
      [off.today]: "planned",
    });
    expect(await finishPastLessons(depsOn(database.db), now)).toBe(0);
    expect(await statusOf(database.db, [...Object.values(on), ...Object.values(off)])).toEqual(first);
    const events = await database.db.execute(
      sql`select count(*)::int as n from schedule_lesson_events where lesson_id = ${on.yesterday}`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("is a recurring job kept in the database: a job left by a stopped server runs after the restart", async () => {
    const reopenable = await createReopenableTestDatabase();
    cleanups.push(reopenable.dispose);
    const kinds = { "schedule.finish-yesterday": finishYesterdayJob };

    const before = await reopenable.open();
    const lessons = await schoolWithLessons(before.db, true);
    const stopped = createQueue({ db: before.db, log, kinds });
    await stopped.start();
    await stopped.enqueue("schedule.finish-yesterday", {});
    await stopped.stop();
    await before.close();

    const after = await reopenable.open();
    cleanups.push(after.close);
    expect((await statusOf(after.db, [lessons.yesterday]))[lessons.yesterday]).toBe("planned");
    const restarted = createQueue({ db: after.db, log, kinds });
    await restarted.work("schedule.finish-yesterday", (payload) =>
      finishYesterdayJob.handle(payload, { deps: depsOn(after.db, restarted) } as JobContext),
    );
    await restarted.start();
    cleanups.push(restarted.stop);
    const deadline = Date.now() + 10_000;
    while ((await statusOf(after.db, [lessons.yesterday]))[lessons.yesterday] !== "finished") {
      if (Date.now() > deadline) throw new Error("the job did not run after the restart");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const schedule = await after.db.execute(
      sql`select cron from pgboss.schedule where name = 'schedule.finish-yesterday'`,
    );
    expect((schedule as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: "0 * * * *" }]);
    expect((await statusOf(after.db, [lessons.today]))[lessons.today]).toBe("planned");
  });
});
