import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { readEnv } from "../../config.js";
import type { Database } from "../../db/client.js";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { needs } from "../../test/requirements.js";
import { TEST_PASSWORD } from "../../test/test-app.js";
import { createReopenableTestDatabase } from "../../test/test-database.js";
import { addUser } from "../school/school-setup.service.js";
import { boardUrl, newTaskInProgram, openBoardSocket, shape } from "./boards.test-kit.js";

/**
 * Two server instances behind one load balancer, on one PostgreSQL: each has its own connection pool, its own
 * LISTEN connection and its own sockets, and shares nothing with the other but the database. A save made through
 * one must reach a socket held by the other. Embedded PGlite serves one process only, so this needs PostgreSQL.
 */
const SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

type Instance = { origin: string; deps: Deps; close(): Promise<void> };
let storage: Awaited<ReturnType<typeof createReopenableTestDatabase>>;
const databases: Database[] = [];
const instances: Instance[] = [];

async function startInstance(index: number): Promise<Instance> {
  const database = await storage.open();
  databases.push(database);
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: `/tmp/school-scale-out-${process.pid}-${index}`,
    PUBLIC_URL: "https://school.example.kz",
  });
  const { app, deps } = await buildApp({ env, db: database.db, signingSecret: SECRET, logger: false });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  return { origin, deps, close: () => app.close() };
}

describe("boards on two server processes sharing one PostgreSQL", needs("postgres"), () => {
  let board: { exerciseId: number; studentId: number };
  let teacherToken: string;
  let studentToken: string;

  beforeAll(async () => {
    storage = await createReopenableTestDatabase();
    instances.push(await startInstance(1), await startInstance(2));
    const db = databases[0]!.db;
    const [school] = await db
      .insert(schools)
      .values({ name: "Scale-out school", domain: `scale-out-${process.pid}.test` })
      .returning({ id: schools.id });
    const schoolId = school!.id;
    const person = (role: "teacher" | "student") =>
      addUser(db, {
        schoolId,
        email: `${role}.scale.${process.pid}@test.kz`,
        password: TEST_PASSWORD,
        role,
        firstName: role,
      });
    const teacher = await person("teacher");
    const student = await person("student");
    const { exerciseId } = await newTaskInProgram(db, { schoolId, teacher, students: [student] });
    board = { exerciseId, studentId: student };
    const token = (userId: number, role: "teacher" | "student") =>
      instances[0]!.deps.tokens.signAccess({
        first_name: role,
        role,
        tariff_status: true,
        first_visit: true,
        language: null,
        email: `${role}.scale.${process.pid}@test.kz`,
        user_id: userId,
        school_id: schoolId,
        currency: "KZT",
      });
    teacherToken = await token(teacher, "teacher");
    studentToken = await token(student, "student");
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const database of databases) await database.close();
    await storage?.dispose();
  });

  it("sends a change saved through one process to a socket connected to the other", async () => {
    const [first, second] = instances as [Instance, Instance];
    const watching = await openBoardSocket(second.origin, { token: teacherToken, ...board });
    try {
      expect(await watching.next("ready")).toEqual({ type: "ready", version: 0, elements: [] });
      const saved = await fetch(`${first.origin}${boardUrl(board.exerciseId, board.studentId)}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${studentToken}`, "content-type": "application/json" },
        body: JSON.stringify({ base_version: 0, elements: [shape("stroke", 1)] }),
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ version: 1, merged: false });
      expect(await watching.next("update")).toEqual({ type: "update", version: 1, elements: [shape("stroke", 1)] });

      // And back: the teacher's change through the second process reaches the student's socket on the first.
      const student = await openBoardSocket(first.origin, { token: studentToken, ...board });
      try {
        expect(await student.next("ready")).toMatchObject({ version: 1, elements: [shape("stroke", 1)] });
        const answer = await fetch(`${second.origin}${boardUrl(board.exerciseId, board.studentId)}`, {
          method: "PUT",
          headers: { authorization: `Bearer ${teacherToken}`, "content-type": "application/json" },
          body: JSON.stringify({ base_version: 1, elements: [shape("stroke", 2), shape("tick", 1)] }),
        });
        expect(answer.status).toBe(200);
        const update = await student.next("update");
        expect(update).toEqual({ type: "update", version: 2, elements: [shape("stroke", 2), shape("tick", 1)] });
        // The teacher's own socket hears its save too (the client ignores elements it already has).
        expect(await watching.next("update")).toMatchObject({ version: 2 });
      } finally {
        await student.close();
      }
    } finally {
      await watching.close();
    }
  });
});
