import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTO_GRADED_TYPES, gradeTask, parseTask, taskSolution } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type Storage } from "../core/storage/storage.js";
import type { Database } from "../db/client.js";
import { exerciseLists, exercises, schools } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
let folder: string;
let storage: Storage;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = await mkdtemp(join(tmpdir(), "demo-tasks-"));
  storage = createLocalStorage(folder);
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const demoTasks = async () => {
  const [school] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.domain, "localhost"));
  return database.db
    .select({
      type: exercises.type,
      content: exercises.content,
      answer: exercises.answer,
      file: exercises.file,
      list: exerciseLists.titleEn,
    })
    .from(exercises)
    .innerJoin(exerciseLists, eq(exerciseLists.id, exercises.exListId))
    .where(and(eq(exercises.schoolId, school!.id)));
};

describe("the demo's tasks", () => {
  it("hold one task of every automatically graded type in the first lesson, once, with their files", async () => {
    await seedDemo(database.db, storage);
    await seedDemo(database.db, storage);
    const tasks = await demoTasks();
    const everyType = tasks.filter((task) => task.list === "Every task type");
    expect(everyType.map((task) => task.type).sort()).toEqual([...AUTO_GRADED_TYPES].sort());
    const files = everyType.flatMap((task) => (task.file ? [task.file] : []));
    expect(files).toHaveLength(2);
    const kinds = await Promise.all(
      files.map(async (key) => (await fileTypeFromBuffer((await storage.get(key))!))?.mime),
    );
    expect(kinds.sort()).toEqual(["audio/wav", "image/png"]);
  });

  it("are every one in its type's shape, the key's answer scoring full marks", async () => {
    const tasks = await demoTasks();
    expect(tasks.length).toBeGreaterThan(AUTO_GRADED_TYPES.length);
    for (const task of tasks) {
      const parsed = parseTask(task.type, { content: task.content, key: task.answer });
      expect(parsed.ok ? "ok" : parsed.fields, task.type).toBe("ok");
      const solution = taskSolution(task.type, task.content, task.answer);
      if (solution === null) continue;
      expect(gradeTask(task.type, task.content, task.answer, solution)).toMatchObject({ ok: true, score: 1 });
    }
  });

  it("are written in Russian, Kazakh and English", async () => {
    const tasks = (await demoTasks()).filter((task) => task.list === "Every task type");
    const kazakh = tasks.filter((task) => /[әғқңөұүһі]/i.test(JSON.stringify(task.content)));
    expect(kazakh.length).toBeGreaterThanOrEqual(10);
  });

  it("rewrites an older demo's tasks written before tasks had shapes", async () => {
    const [list] = await database.db
      .select({ id: exerciseLists.id, schoolId: exerciseLists.schoolId })
      .from(exerciseLists)
      .where(eq(exerciseLists.titleEn, "Check yourself"));
    const [old] = await database.db
      .insert(exercises)
      .values({
        schoolId: list!.schoolId,
        exListId: list!.id,
        type: "test",
        title: "Which document proves your school grades?",
        content: { options: ["Passport", "Attestat", "Bank statement"] },
        answer: { correct: [1] },
      })
      .returning({ id: exercises.id });
    await seedDemo(database.db, storage);
    const [task] = await database.db.select().from(exercises).where(eq(exercises.id, old!.id));
    expect(parseTask("test", { content: task!.content, key: task!.answer })).toMatchObject({ ok: true });
    expect(task!.answer).toEqual({ correct: ["a"] });
  });
});
