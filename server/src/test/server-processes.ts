import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.js";
import { readEnv } from "../config.js";
import type { Database } from "../db/client.js";
import { schools } from "../db/schema/index.js";
import type { Deps } from "../deps.js";
import { newCourse } from "./factories.js";
import { heardAfter } from "./school-changes-heard.js";
import { createReopenableTestDatabase } from "./test-database.js";

export type ServerProcess = { database: Database; app: FastifyInstance; deps: Deps };

/**
 * Two server processes on one PostgreSQL database, each an app of its own keeping guests' answers (decision 0094),
 * started in the file's `beforeAll` and closed in its `afterAll`, and a school at `domain` with one program
 * ("Первая") that both have heard of. The fields are filled once they started.
 */
export function twoServerProcesses(options: { name: string; domain: string; env?: Record<string, string> }) {
  const started = { processes: [] as ServerProcess[], schoolId: 0, courseId: 0 };
  let reopenable: Awaited<ReturnType<typeof createReopenableTestDatabase>>;
  beforeAll(async () => {
    reopenable = await createReopenableTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const database = await reopenable.open();
      const env = readEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `/tmp/school-test-${options.name}-${index}`,
        ...options.env,
      });
      const signingSecret = "test-secret-that-is-long-enough-for-hs256-signing";
      const { app, deps } = await buildApp({ env, db: database.db, signingSecret, logger: false });
      await app.ready();
      started.processes.push({ database, app, deps });
    }
    const { db } = started.processes[0]!.database;
    // Each process has heard of the new school's program before it keeps an answer of it.
    started.schoolId = await heardAfter(
      started.processes.map((each) => each.deps),
      async () => {
        const [school] = await db.insert(schools).values({ name: "Two", domain: options.domain }).returning();
        started.courseId = await newCourse(db, school!.id, { titleRu: "Первая" });
        return school!.id;
      },
    );
  });
  afterAll(async () => {
    for (const { app, database } of started.processes) {
      await app.close();
      await database.close();
    }
    await reopenable?.dispose();
  });
  return started;
}
