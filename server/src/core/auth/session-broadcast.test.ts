import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { schools, users } from "../../db/schema/index.js";
import { createReopenableTestDatabase } from "../../test/test-database.js";
import { type SessionBroadcast, startSessionBroadcast } from "./session-broadcast.js";
import { SessionRegistry } from "./sessions.js";

/** Two server processes on one PostgreSQL, each with its own session cache: what one forgets, the other must too. */
describe.skipIf(!process.env.DATABASE_URL)("the session broadcast between server processes", () => {
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
      registry.attach(broadcast);
      processes.push({ database, registry, broadcast: broadcast! });
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

  it("drops a user's cached session in every process when one of them forgets it", async () => {
    const before = await first().registry.get(userId);
    const revokedAt = await revokeInDatabase();
    // Cached: without the broadcast the first process would keep honouring tokens issued before the logout.
    expect((await first().registry.get(userId))?.tokensValidAfterMs).toBe(before?.tokensValidAfterMs);
    await second().registry.forget(userId);
    await expect.poll(async () => (await first().registry.get(userId))?.tokensValidAfterMs).toBe(revokedAt);
  });

  it("drops every cached session when the listening connection is lost, then hears changes again", async () => {
    await first().registry.get(userId);
    const revokedAt = await revokeInDatabase();
    await second().database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = 'LISTEN session_changed' and datname = current_database()`,
    );
    await expect.poll(async () => (await first().registry.get(userId))?.tokensValidAfterMs).toBe(revokedAt);
    expect(warnings.length).toBeGreaterThan(0);

    const again = await revokeInDatabase();
    await expect
      .poll(
        async () => {
          await second().registry.forget(userId);
          return (await first().registry.get(userId))?.tokensValidAfterMs;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(again);
  });
});
