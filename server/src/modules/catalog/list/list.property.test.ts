import { CATALOG_PAGE_SIZE, type CatalogPage, type CatalogQuery, catalogQuery } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMembers, courseRounds, courses } from "../../../db/schema/index.js";
import { newDictionaryEntry } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { testSchoolToday } from "../../../test/test-clock.js";
import { CATALOG_FILTERS, FACET_DICTIONARIES, FACET_KEYS, type FacetKey } from "../catalog-filters.queries.js";

/**
 * Random programs and random filter combinations: every answer (count, the page's ids in order, every facet row)
 * must equal a plain in-memory filter of the same data. Search (q) has its own fixed examples.
 */
const SEED = 20_261_121;
const PROGRAMS = 150;
const COMBINATIONS = 200;

/** mulberry32: a tiny seeded PRNG, so a failure replays exactly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** A non-empty random subset of up to three values (clients send no empty lists). */
  const some = <T>(values: readonly T[]) => {
    const chosen = values.filter(() => next() < 0.4).slice(0, 3);
    return chosen.length > 0 ? chosen : [pick(values)];
  };
  return {
    chance: (probability: number) => next() < probability,
    pick,
    some,
    int: (max: number) => pick([...Array(max).keys()]),
  };
}
const random = prng(SEED);

type Program = {
  id: number;
  show: boolean;
  cost: number;
  price: number;
  language: string | null;
  order: number;
  createdAt: Date;
  updatedAt: Date;
  facets: Record<FacetKey, number | null>;
  rounds: { start: string; end: string }[];
  members: number[];
};

const LANGUAGES = ["en", "it", "ru", "hu"];
const day = (offset: number) => new Date(Date.parse(`${testSchoolToday()}T00:00:00Z`) + offset * 86_400_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);

const suite = apiSuite();
const entries = {} as Record<FacetKey, number[]>;
const programs: Program[] = [];

beforeAll(async () => {
  const db = suite.harness.database.db;
  for (const key of FACET_KEYS) {
    entries[key] = [];
    for (let index = 0; index < 3; index += 1) {
      entries[key].push(await newDictionaryEntry(db, suite.school.id, FACET_DICTIONARIES[key], `${key} ${index}`));
    }
  }
  const drafts = Array.from({ length: PROGRAMS }, () => ({
    show: random.chance(0.8),
    canSort: random.chance(0.2),
    cost: random.pick([0, 1000, 5000, 10_000, 25_000]),
    price: random.pick([0, 500, 2000, 8000]),
    language: random.pick([null, ...LANGUAGES]),
    order: random.int(4),
    createdAt: day(-random.int(30)),
    updatedAt: day(-random.int(60)),
    facets: Object.fromEntries(
      FACET_KEYS.map((key) => [key, key === "tag" || random.chance(0.8) ? random.pick(entries[key]) : null]),
    ) as Record<FacetKey, number | null>,
  }));
  const rows = await db
    .insert(courses)
    .values(
      drafts.map(({ facets, ...draft }) => ({
        ...draft,
        schoolId: suite.school.id,
        titleRu: "Программа",
        tagId: facets.tag!,
        cityId: facets.city,
        universityId: facets.university,
        univerTagId: facets.univer_tag,
        degreeId: facets.degree,
        specialityId: facets.speciality,
        formatId: facets.format,
      })),
    )
    .returning({ id: courses.id });
  const members = [suite.school.users.teacher, suite.school.users.student];
  for (const [index, draft] of drafts.entries()) {
    const rounds = Array.from({ length: random.int(3) }, () => {
      const start = random.int(120) - 60;
      return { start: isoDay(start), end: isoDay(start + random.int(40)) };
    });
    programs.push({ ...draft, id: rows[index]!.id, rounds, members: members.filter(() => random.chance(0.3)) });
  }
  const rounds = programs.flatMap((program) =>
    program.rounds.map((round) => ({
      schoolId: suite.school.id,
      courseId: program.id,
      startsOn: round.start,
      endsOn: round.end,
    })),
  );
  if (rounds.length > 0) await db.insert(courseRounds).values(rounds);
  const memberships = programs.flatMap((program) =>
    program.members.map((userId) => ({
      schoolId: suite.school.id,
      courseId: program.id,
      userId,
      role: userId === suite.school.users.teacher ? ("teacher" as const) : ("student" as const),
    })),
  );
  if (memberships.length > 0) await db.insert(courseMembers).values(memberships);
  // Another school's programs with the same dictionaries' shapes must never leak into the answers.
  const foreignTag = await newDictionaryEntry(db, suite.other.id, "tag");
  await db
    .insert(courses)
    .values(
      Array.from({ length: 20 }, () => ({ schoolId: suite.other.id, titleRu: "Чужая", tagId: foreignTag, cost: 1000 })),
    );
}, 120_000);

type Call = { path: string; role?: "admin" | "teacher" | "student"; visibleOnly: boolean; memberId?: number };
type Query = Partial<CatalogQuery>;

function randomCall(): Call {
  return random.pick<() => Call>([
    () => ({ path: "guest_course_in_catalog/", visibleOnly: true }),
    () => ({ path: `catalog/${suite.school.id}/`, role: "student", visibleOnly: true }),
    () => ({ path: `list/${suite.school.id}/`, role: "admin", visibleOnly: false }),
    () => ({ path: "my/", role: "teacher", visibleOnly: false, memberId: suite.school.users.teacher }),
    () => ({ path: "my/", role: "student", visibleOnly: true, memberId: suite.school.users.student }),
  ])();
}

function randomRange<T extends number | string>(values: readonly T[]): [T | undefined, T | undefined] {
  const low = random.chance(0.25) ? random.pick(values) : undefined;
  const high = random.chance(0.25) ? random.pick(values) : undefined;
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

function randomQuery(call: Call): Query {
  const query: Query = {};
  const choose = (key: FacetKey) => (random.chance(0.3) ? random.some(entries[key]) : undefined);
  if (call.path === "my/") {
    query.tag = choose("tag");
    query.degree = choose("degree");
  } else {
    Object.assign(query, {
      tag: choose("tag"),
      city: choose("city"),
      university: choose("university"),
      univer_tag: choose("univer_tag"),
      degree: choose("degree"),
      format_fil: choose("format"),
      [random.pick(["faculty", "speciality"])]: choose("speciality"),
      lang: random.chance(0.2) ? random.some([...LANGUAGES, "de"]).join(",") : undefined,
      is_open: random.chance(0.2) ? random.pick(["true", "false"]) : undefined,
      cost_value: random.chance(0.2) ? random.pick(["asc", "desc"]) : undefined,
      price_value: random.chance(0.2) ? random.pick(["asc", "desc"]) : undefined,
    });
    [query.cost_min, query.cost_max] = randomRange([0, 1000, 5000, 10_000, 25_000]);
    [query.price_min, query.price_max] = randomRange([0, 500, 2000, 8000]);
  }
  if (call.path.startsWith("catalog/")) {
    [query.changed_at_after, query.changed_at_before] = randomRange([-50, -30, -10, 0].map(isoDay));
  }
  [query.start, query.end] = randomRange([-70, -30, 0, 30, 70].map(isoDay));
  // Mostly the first pages, sometimes far past the end (an empty page, not an error).
  query.page = random.chance(0.6) ? 1 : random.chance(0.85) ? 2 + random.int(3) : 20;
  return query;
}

/** The same rules, written as plainly as possible. */
function passes(program: Program, query: Query, except?: FacetKey): boolean {
  const anyOf = (key: FacetKey, ids: number[] | undefined) =>
    key === except || !ids?.length || ids.includes(program.facets[key] ?? -1);
  const today = testSchoolToday();
  const specialities = [...(query.faculty ?? []), ...(query.speciality ?? [])];
  // Changes are stamped at 00:00 UTC, 05:00 in Almaty: the same calendar day in both.
  const updated = program.updatedAt.toISOString().slice(0, 10);
  return (
    anyOf("tag", query.tag) &&
    anyOf("city", query.city) &&
    anyOf("university", query.university) &&
    anyOf("univer_tag", query.univer_tag) &&
    anyOf("degree", query.degree) &&
    anyOf("format", query.format_fil) &&
    anyOf("speciality", specialities) &&
    (!query.lang || query.lang.split(",").includes(program.language ?? "")) &&
    (query.cost_min === undefined || program.cost >= query.cost_min) &&
    (query.cost_max === undefined || program.cost <= query.cost_max) &&
    (query.price_min === undefined || program.price >= query.price_min) &&
    (query.price_max === undefined || program.price <= query.price_max) &&
    (!(query.start || query.end) ||
      program.rounds.some(
        (round) => (!query.end || round.start <= query.end) && (!query.start || round.end >= query.start),
      )) &&
    (query.is_open === undefined ||
      program.rounds.some((round) => round.start <= today && today <= round.end) === (query.is_open === "true")) &&
    (!query.changed_at_after || updated >= query.changed_at_after) &&
    (!query.changed_at_before || updated <= query.changed_at_before)
  );
}

function expected(call: Call, query: Query): Pick<CatalogPage, "count" | "facets"> & { ids: number[] } {
  const scoped = programs.filter(
    (program) =>
      (!call.visibleOnly || program.show) && (call.memberId === undefined || program.members.includes(call.memberId)),
  );
  const direction = (value: "asc" | "desc" | undefined) => (value === "desc" ? -1 : value === "asc" ? 1 : 0);
  const matches = scoped
    .filter((program) => passes(program, query))
    .sort(
      (left, right) =>
        direction(query.cost_value) * (left.cost - right.cost) ||
        direction(query.price_value) * (left.price - right.price) ||
        left.order - right.order ||
        right.createdAt.getTime() - left.createdAt.getTime() ||
        right.id - left.id,
    );
  const facets = Object.fromEntries(
    FACET_KEYS.map((key) => {
      const counts = new Map<number, number>();
      for (const program of scoped) {
        const value = program.facets[key];
        if (value !== null && passes(program, query, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      return [key, [...counts].map(([id, count]) => ({ id, count })).sort((left, right) => left.id - right.id)];
    }),
  ) as CatalogPage["facets"];
  const offset = ((query.page ?? 1) - 1) * CATALOG_PAGE_SIZE;
  return { count: matches.length, facets, ids: matches.slice(offset, offset + CATALOG_PAGE_SIZE).map(({ id }) => id) };
}

const toSearch = (query: Query, call: Call) => {
  const params = new URLSearchParams(call.role ? {} : { domain: suite.school.domain });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params.toString();
};

describe("the catalogue against an in-memory model", () => {
  it("has a filter for every field of the query that is not paging, language, school or sort", () => {
    const covered = new Set(CATALOG_FILTERS.flatMap((filter) => filter.fields));
    const notFilters = ["page", "translate_lang", "domain", "cost_value", "price_value"];
    const fields = Object.keys(catalogQuery.shape).filter((field) => !notFilters.includes(field));
    expect(fields.filter((field) => !covered.has(field as keyof CatalogQuery))).toEqual([]);
  });

  it(`answers ${COMBINATIONS} random filter combinations as the model does`, async () => {
    const mismatches: string[] = [];
    for (let index = 0; index < COMBINATIONS; index += 1) {
      const call = randomCall();
      const query = randomQuery(call);
      const url = `/api/v1/course/course/${call.path}?${toSearch(query, call)}`;
      const response = await suite.harness.app.inject({
        method: "GET",
        url,
        headers: call.role ? await suite.harness.authAs(suite.school, call.role) : {},
      });
      if (response.statusCode !== 200) {
        mismatches.push(`${url}: ${response.statusCode} ${response.body}`);
        continue;
      }
      const body = response.json() as CatalogPage;
      const want = expected(call, query);
      const got = { count: body.count, facets: body.facets, ids: body.results.map((card) => card.id) };
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        mismatches.push(
          `${call.role ?? "guest"} ${url}\n  got  ${JSON.stringify(got)}\n  want ${JSON.stringify(want)}`,
        );
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});
