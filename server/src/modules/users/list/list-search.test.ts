import { studentsListQuery, USER_LIST_PAGE_SIZE, userListQuery } from "@school/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiSuite } from "../../../test/test-app.js";

/**
 * The user list's search and filtered counts read the school's search index through `school_users_matching` and the
 * filters' indexes (decision 0112). Over random users (in this school and another, with names sharing pieces, LIKE's
 * wildcards and the escape character) and random filter sets, the list's `count` and page ids, and the student
 * picker's ids, must equal a plain model: every user of the school tested field by field.
 */
const suite = apiSuite();
let made = 0;

const ROLES = ["student", "teacher", "admin"] as const;
/** Few letters, both cases, and LIKE's special characters, so that searches collide, span fields and need escaping. */
const piece = fc.string({ unit: fc.constantFrom("a", "B", "b", "1", " ", "%", "_", "\\"), minLength: 0, maxLength: 5 });

type Person = {
  home: boolean;
  role: (typeof ROLES)[number];
  firstName: string;
  lastName: string;
  emailName: string;
  phone: string | null;
  record: { gender: "female" | "male"; contract: boolean; costCents: number | null; paidCents: number } | null;
};
type Stored = Person & { id: number; email: string };
type Filters = {
  role?: Person["role"];
  q?: string;
  gender?: "female" | "male";
  contract?: "true" | "false";
  payment_balance_from?: number;
  payment_balance_to?: number;
};
/** Balances and bounds that meet, and a bound between two cents (rounded inward by the filter). */
const AMOUNTS = [0, 50.245, 50.25, 100.5, 949.75, 1000];

/** Only students have a record (created with the student, never for another role: decision 0036). */
const person: fc.Arbitrary<Person> = fc
  .record({
    home: fc.boolean(),
    role: fc.constantFrom(...ROLES),
    firstName: piece,
    lastName: piece,
    emailName: fc.string({ unit: fc.constantFrom("a", "b", "1", "."), minLength: 1, maxLength: 4 }),
    phone: fc.option(fc.string({ unit: fc.constantFrom("1", "2", "+"), minLength: 1, maxLength: 4 })),
    record: fc.option(
      fc.record({
        gender: fc.constantFrom("female", "male"),
        contract: fc.boolean(),
        costCents: fc.option(fc.constantFrom(0, 10050, 100000)),
        paidCents: fc.constantFrom(0, 5025, 10050),
      }),
    ),
  })
  .map((someone) => (someone.role === "student" ? someone : { ...someone, record: null }));

/** A search text: a piece of someone's fields (across the space between the names at times), or any piece. */
const searchOf = (people: Person[]) =>
  fc.oneof(
    piece,
    fc
      .record({ at: fc.nat(), start: fc.nat(), length: fc.integer({ min: 1, max: 6 }) })
      .map(({ at, start, length }) => {
        const someone = people[at % Math.max(1, people.length)];
        if (!someone) return "a";
        const text = `${someone.firstName} ${someone.lastName}`;
        const from = start % Math.max(1, text.length);
        return text.slice(from, from + length);
      }),
  );

const filtersOf = (people: Person[]): fc.Arbitrary<Filters> =>
  fc.record(
    {
      role: fc.constantFrom("student", "teacher"),
      q: searchOf(people),
      gender: fc.constantFrom("female", "male"),
      contract: fc.constantFrom("true", "false"),
      payment_balance_from: fc.constantFrom(...AMOUNTS),
      payment_balance_to: fc.constantFrom(...AMOUNTS),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Filters>;

async function store(people: Person[]): Promise<Stored[]> {
  const db = suite.harness.database.db;
  const stored: Stored[] = [];
  for (const one of people) {
    made += 1;
    const email = `${one.emailName}.${made}.${process.pid}@search.kz`;
    const phone = one.phone === null ? null : `${one.phone}-${made}.${process.pid}`;
    const school = one.home ? suite.school.id : suite.other.id;
    const inserted =
      await db.execute(sql`insert into users (school_id, email, phone, password_hash, role, first_name, last_name)
      values (${school}, ${email}, ${phone}, 'x', ${one.role}, ${one.firstName}, ${one.lastName}) returning id`);
    const id = (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id;
    if (one.record)
      await db.execute(sql`insert into student_records (user_id, school_id, gender, contract, package_cost, paid_total)
        values (${id}, ${school}, ${one.record.gender}, ${one.record.contract},
          ${one.record.costCents === null ? null : one.record.costCents / 100}, ${one.record.paidCents / 100})`);
    stored.push({ ...one, id, email, phone });
  }
  return stored;
}

const contains = (field: string | null, text: string) => field?.toLowerCase().includes(text) === true;

/** The record's balance in the currency (none without a record, which no balance bound keeps). */
const balanceOf = (user: Stored) =>
  user.record ? ((user.record.costCents ?? 0) - user.record.paidCents) / 100 : Number.NaN;

/** The list's answer computed plainly: the school's users, each field tested for the search as typed (trimmed). */
function modelIds(everyone: Stored[], filters: Filters): number[] {
  const q = userListQuery.parse({ q: filters.q }).q?.toLowerCase();
  return everyone
    .filter(
      (user) =>
        user.home &&
        (filters.role === undefined || user.role === filters.role) &&
        (!q || [user.firstName, user.lastName, user.email, user.phone].some((field) => contains(field, q))) &&
        (filters.gender === undefined || user.record?.gender === filters.gender) &&
        (filters.contract === undefined || user.record?.contract === (filters.contract === "true")) &&
        (filters.payment_balance_from === undefined || balanceOf(user) >= filters.payment_balance_from) &&
        (filters.payment_balance_to === undefined || balanceOf(user) <= filters.payment_balance_to),
    )
    .map((user) => user.id);
}

/** The users already there (the suite's own, of both schools), as the model holds them. */
async function usersBefore(except: Set<number>): Promise<Stored[]> {
  const result = await suite.harness.database.db.execute(sql`
    select u.id, u.school_id, u.role, u.first_name, u.last_name, u.email, u.phone, r.gender, r.contract,
      r.user_id is not null as has_record, (r.package_cost * 100)::int as cost_cents, (r.paid_total * 100)::int as paid_cents
    from users u left join student_records r on r.user_id = u.id
    where u.school_id in (${suite.school.id}, ${suite.other.id})`);
  type Row = {
    id: number;
    school_id: number;
    role: Person["role"];
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    gender: "female" | "male" | null;
    contract: boolean;
    has_record: boolean;
    cost_cents: number | null;
    paid_cents: number;
  };
  return (result as unknown as { rows: Row[] }).rows
    .filter((row) => !except.has(row.id))
    .map((row) => ({
      id: row.id,
      home: row.school_id === suite.school.id,
      role: row.role,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      emailName: "",
      phone: row.phone,
      record: row.has_record
        ? {
            gender: row.gender as "female" | "male",
            contract: row.contract,
            costCents: row.cost_cents,
            paidCents: row.paid_cents,
          }
        : null,
    }));
}

async function get(url: string) {
  const response = await suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/user/accounts/${url}`,
    headers: await suite.harness.authAs(suite.school, "admin_school"),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const queryString = (filters: Filters) =>
  Object.entries(filters)
    .map(([field, value]) => `${field}=${encodeURIComponent(String(value))}`)
    .join("&");

describe("the user list's search and filtered counts", () => {
  it("count and pages equal the plain answer over random users and filters", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(person, { minLength: 1, maxLength: 30 })
          .chain((people) =>
            fc.tuple(
              fc.constant(people),
              fc.array(filtersOf(people), { minLength: 1, maxLength: 4 }),
              fc.constantFrom("-created", "created"),
            ),
          ),
        async ([people, filterSets, ordering]) => {
          const stored = await store(people);
          const everyone = [...stored, ...(await usersBefore(new Set(stored.map((user) => user.id))))];
          try {
            for (const filters of filterSets) {
              const expected = modelIds(everyone, filters).sort((a, b) => (ordering === "created" ? a - b : b - a));
              const page = (await get(`list/?ordering=${ordering}&${queryString(filters)}`)) as {
                count: number;
                results: { id: number }[];
              };
              expect({ filters, count: page.count }).toEqual({ filters, count: expected.length });
              expect({ filters, ids: page.results.map((user) => user.id) }).toEqual({
                filters,
                ids: expected.slice(0, USER_LIST_PAGE_SIZE),
              });
              if (filters.q === undefined) continue;
              // The student picker searches the names and the e-mail, not the phone.
              const text = studentsListQuery.parse({ student: filters.q }).student?.trim().toLowerCase();
              const picked = (await get(`students_list/?student=${encodeURIComponent(filters.q)}`)) as { id: number }[];
              const students = everyone.filter(
                (user) =>
                  user.home &&
                  user.role === "student" &&
                  (!text || [user.firstName, user.lastName, user.email].some((field) => contains(field, text))),
              );
              if (students.length <= 50)
                expect({ text, ids: picked.map((user) => user.id).sort() }).toEqual({
                  text,
                  ids: students.map((user) => user.id).sort(),
                });
            }
          } finally {
            await suite.harness.database.db.execute(
              sql`delete from users where id in ${sql.raw(`(${stored.map((user) => user.id).join(",")})`)}`,
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  it("finds nothing of another school than the one the connection acts for, nor acting for none", async () => {
    const db = suite.harness.database.db;
    await store([
      { home: false, role: "student", firstName: "Elsewhere", lastName: "", emailName: "e", phone: null, record: null },
    ]);
    const asSchool = async (schoolId: number | null) => {
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`set local role school_app`);
        await tx.execute(sql`select set_config('app.school_id', ${schoolId === null ? "" : String(schoolId)}, true)`);
        return tx.execute(sql`select school_users_matching(${suite.other.id}::int, '%Elsewhere%') as id`);
      });
      return (result as unknown as { rows: unknown[] }).rows.length;
    };
    expect(await asSchool(suite.school.id)).toBe(0);
    expect(await asSchool(null)).toBe(0);
    expect(await asSchool(suite.other.id)).toBe(1);
  });
});
