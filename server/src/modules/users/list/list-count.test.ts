import { SIGNED_IN_ROLES, type SignedInRole } from "@school/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiSuite } from "../../../test/test-app.js";

/**
 * The user list counts an unfiltered tab from the counts the database keeps per school and role (decision 0098).
 * Whatever sequence of sign-ups, deletions and changes of role (in this school and another, one at a time or many in
 * one statement) came before, the list's `count` must equal counting the users themselves.
 */
const suite = apiSuite();
let made = 0;

type Change =
  | { kind: "add"; roles: SignedInRole[]; home: boolean }
  | { kind: "remove"; pick: number }
  | { kind: "change role"; pick: number; role: SignedInRole }
  | { kind: "move every"; from: SignedInRole; to: SignedInRole };

const role = fc.constantFrom(...SIGNED_IN_ROLES);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant("add" as const),
    roles: fc.array(role, { minLength: 1, maxLength: 4 }),
    home: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("change role" as const), pick: fc.nat(), role }),
  fc.record({ kind: fc.constant("move every" as const), from: role, to: role }),
);

async function apply(change: Change, mine: number[]) {
  const db = suite.harness.database.db;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  const chosen = () =>
    mine.length === 0 ? null : mine[change.kind === "add" ? 0 : (change as { pick: number }).pick % mine.length]!;
  switch (change.kind) {
    case "add": {
      const school = change.home ? suite.school.id : suite.other.id;
      const values = change.roles.map((userRole) => {
        made += 1;
        return sql`(${school}, ${`count-${made}.${process.pid}@user-list.kz`}, 'x', ${userRole}, 'Count')`;
      });
      // Several users in one statement: the trigger counts a statement's rows together.
      mine.push(
        ...(await rowsOf(sql`insert into users (school_id, email, password_hash, role, first_name)
          values ${sql.join(values, sql`, `)} returning id`)),
      );
      return;
    }
    case "remove": {
      const id = chosen();
      if (id === null) return;
      await db.execute(sql`delete from users where id = ${id}`);
      mine.splice(mine.indexOf(id), 1);
      return;
    }
    case "change role": {
      const id = chosen();
      if (id !== null) await db.execute(sql`update users set role = ${change.role} where id = ${id}`);
      return;
    }
    case "move every":
      if (mine.length > 0)
        await db.execute(
          sql`update users set role = ${change.to} where role = ${change.from} and id in ${sql.raw(`(${mine.join(",")})`)}`,
        );
  }
}

async function listedCount(tab: SignedInRole | undefined): Promise<number> {
  const response = await suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/user/accounts/list/${tab ? `?role=${tab}` : ""}`,
    headers: await suite.harness.authAs(suite.school, "admin_school"),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { count: number }).count;
}

async function countedCount(tab: SignedInRole | undefined): Promise<number> {
  const result = await suite.harness.database.db.execute(
    sql`select count(*)::int as n from users where school_id = ${suite.school.id} ${tab ? sql`and role = ${tab}` : sql``}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe("the user list's count of a tab without filters", () => {
  it("equals counting the school's users in the role, after any sequence of changes", async () => {
    const mine: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const next of changes) await apply(next, mine);
        for (const tab of [undefined, ...SIGNED_IN_ROLES])
          expect({ tab, count: await listedCount(tab) }).toEqual({ tab, count: await countedCount(tab) });
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it("counts nothing of a deleted school", async () => {
    const db = suite.harness.database.db;
    const school = await db.execute(
      sql`insert into schools (name, domain) values ('Gone', ${`gone-${process.pid}.user-list.kz`}) returning id`,
    );
    const goneId = (school as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await db.execute(sql`insert into users (school_id, email, password_hash, role, first_name)
      values (${goneId}, ${`gone-${process.pid}@user-list.kz`}, 'x', 'student', 'Gone')`);
    // The school's users go with it (cascade): their counts must not outlive it, nor block its deletion.
    await db.execute(sql`delete from schools where id = ${goneId}`);
    const left = await db.execute(sql`select count(*)::int as n from user_role_counts where school_id = ${goneId}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
