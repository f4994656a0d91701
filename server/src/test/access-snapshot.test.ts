import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { toFastifyPath } from "../core/route.js";
import { ALL_ROUTES } from "../modules/index.js";

/**
 * Who can reach what, committed: every route with its permission and the roles holding it. A change of access
 * (a new route, a permission moved, a role added to the table) changes `access-snapshot.txt` and shows in review.
 * After an intended change: `npx vitest run server/src/test/access-snapshot.test.ts -u`.
 */
describe("access", () => {
  it("matches the committed list of every route's permission and roles", async () => {
    const lines = ALL_ROUTES.map(
      (route) =>
        `${route.method.padEnd(6)} ${toFastifyPath(route.path).padEnd(72)} ${route.permission.padEnd(20)} ${route.access.join(",")}`,
    ).sort();
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("./access-snapshot.txt");
  });

  it("is decided by the access module only: no service or query compares roles by hand", () => {
    const modules = fileURLToPath(new URL("../modules", import.meta.url));
    const handWritten = /\b(caller|actor)\??\.role\b|role [!=]== "guest"|STAFF_ROLES|SIGNED_IN_ROLES|isStaff\b/;
    const offenders = readdirSync(modules, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(service|queries)\.ts$/.test(file))
      .flatMap((file) =>
        readFileSync(join(modules, file), "utf8")
          .split("\n")
          .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
          .filter(({ line }) => handWritten.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
