import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { taskBoards } from "../db/schema/index.js";
import { sceneElements } from "../modules/boards/boards.service.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo board", () => {
  it("is drawn once for the demo student, in the board's shape, and a second seeding leaves it alone", async () => {
    await seedDemo(database.db);
    const [board] = await database.db.select().from(taskBoards);
    expect(board).toMatchObject({ version: 1 });
    const elements = sceneElements(board!.scene);
    expect(elements.map((element) => element.type)).toEqual(["text", "text", "text", "ellipse", "arrow"]);
    expect(JSON.stringify(elements)).toContain("Attestat");

    await database.db.update(taskBoards).set({ version: 7, scene: { elements: [] } });
    await seedDemo(database.db);
    const boards = await database.db.select().from(taskBoards);
    expect(boards).toHaveLength(1);
    expect(boards[0]).toMatchObject({ version: 7, scene: { elements: [] } });
  });
});
