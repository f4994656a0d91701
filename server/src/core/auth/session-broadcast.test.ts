import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { schools, users } from "../../db/schema/index.js";
import { needs } from "../../test/requirements.js";
import { createReopenableTestDatabase } from "../../test/test-database.js";
import { type SessionBroadcast, startSessionBroadcast } from "./session-broadcast.js";
import { SessionRegistry } from "./sessions.js";

/** Two server processes on one PostgreSQL, each with its own session cache: a change either makes, both must hear. */
describe("the session broadcast between server processes", needs("postgres"), () => {
  let reopenable: Awaited<ReturnType<typeof createReopenableTestDatabase>>;
  const processes: { database: Database; registry: SessionRegistry; broadcast: SessionBroadcast }[] = [];
  let userId: number;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    reopenable = await createReopenableTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const database = await reopenable.open();
      const registry = new SessionRegistry(database.db);
      const broadcast = await startSessionBroadcast(database.db, {
        onChange: (change) => registry.apply(change),
        log: { warn: (...args: unknown[]) => warnings.push(args) },
      });
      processes.push({ database, registry, broadcast });
    }
    const { db } = processes[0]!.database;
    const [school] = await db.insert(schools).values({ name: "Broadcast", domain: "broadcast.test" }).returning();
    const [user] = await db
      .insert(users)
      .values({ schoolId: school!.id, email: "b@broadcast.test", passwordHash: "x", firstName: "B", role: "student" })
      .returning();
    userId = user!.id;
  });
  afterAll(async () => {
    for (const { broadcast, database } of processes) {
      await broadcast.close();
      await database.close();
    }
    await reopenable.dispose();
  });

  const [first, second] = [() => processes[0]!, () => processes[1]!];
  const revokeInDatabase = async () => {
    const later = new Date(Date.now() + 60_000);
    await first().database.db.update(users).set({ tokensValidAfter: later }).where(eq(users.id, userId));
    return later.getTime();
  };

  it("drops a user's cached session in every process when a plain UPDATE in one of them commits", async () => {
    const before = await first().registry.get(userId);
    expect(before?.role).toBe("student");
    await second().database.db.execute(sql`update users set role = 'teacher' where id = ${userId}`);
    await expect.poll(async () => (await first().registry.get(userId))?.role).toBe("teacher");
    await expect.poll(async () => (await second().registry.get(userId))?.role).toBe("teacher");
  });

  it("drops every cached session when the listening connection is lost and again once it listens, then hears changes", async () => {
    const listeners = async () => {
      const result = await second().database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where query = 'LISTEN session_changed' and datname = current_database()`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const warned = warnings.length;
    await second().database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = 'LISTEN session_changed' and datname = current_database()`,
    );
    await expect.poll(() => warnings.length).toBeGreaterThan(warned);
    // Cached while nobody listens, then changed unheard: only the drop on listening again can undo it.
    await first().registry.get(userId);
    const missed = await revokeInDatabase();
    await expect
      .poll(async () => (await first().registry.get(userId))?.tokensValidAfterMs, { timeout: 10_000, interval: 200 })
      .toBe(missed);

    await expect.poll(listeners, { timeout: 10_000, interval: 200 }).toBe(2);
    await first().registry.get(userId);
    const heard = await revokeInDatabase();
    await expect.poll(async () => (await first().registry.get(userId))?.tokensValidAfterMs).toBe(heard);
  });
});
