import { CATALOG_PAGE_SIZE, type CatalogQuery } from "@school/contracts";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Visitor } from "../../../core/access/actor.js";
import { pageWindow } from "../../../core/pagination.js";
import { schoolDayOf } from "../../../core/school-day.js";
import { courseRounds, courses } from "../../../db/schema/index.js";
import { newDictionaryEntry } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { testSchoolToday } from "../../../test/test-clock.js";
import { FACET_DICTIONARIES, FACET_KEYS, type FacetKey } from "../catalog-filters.queries.js";
import { searchCatalogIndex } from "./catalog-index.js";
import { countWithFacets } from "./facets.queries.js";
import { selectPageIds } from "./list.queries.js";

/**
 * The in-memory index (decision 0093) against the SQL it replaces for the visible catalogue: on random programs and
 * random queries (fast-check, the real database), the count, every facet row and the page's ids in order must be
 * exactly what `countWithFacets` and `selectPageIds` answer.
 */
const LANGUAGES = ["en", "it", "ru"];
const COSTS = [0, 1000, 5000.5, 25_000];
const PRICES = [0, 500, 8000];
/** Every word is in many visible titles, so no search here is taken for a typo (search/search.test.ts has those). */
const WORDS = ["milano", "roma", "data", "law"];
const OFFSETS = [-60, -20, -1, 0, 1, 20, 60];
const day = (offset: number) => new Date(Date.parse(`${testSchoolToday()}T00:00:00Z`) + offset * 86_400_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);

const suite = apiSuite();
const entries = {} as Record<FacetKey, number[]>;

const programArbitrary = () =>
  fc.record({
    show: fc.boolean(),
    title: fc.subarray(WORDS, { minLength: 1, maxLength: 2 }).map((words) => words.join(" ")),
    cost: fc.constantFrom(...COSTS),
    price: fc.constantFrom(...PRICES),
    language: fc.constantFrom(null, ...LANGUAGES),
    // Few distinct orders and creation days: ties, broken by the id, are the point.
    order: fc.integer({ min: 0, max: 2 }),
    created: fc.integer({ min: 0, max: 3 }),
    updated: fc.integer({ min: -40, max: 0 }),
    facets: fc.record(
      Object.fromEntries(FACET_KEYS.map((key) => [key, fc.option(fc.integer({ min: 0, max: 2 }), { nil: null })])),
    ) as fc.Arbitrary<Record<FacetKey, number | null>>,
    rounds: fc.array(
      fc.tuple(fc.constantFrom(...OFFSETS), fc.integer({ min: 0, max: 40 })).map(([start, length]) => ({
        start: isoDay(start),
        end: isoDay(start + length),
      })),
      { maxLength: 2 },
    ),
  });

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const someOf = (key: FacetKey) =>
  maybe(fc.subarray([0, 1, 2], { minLength: 1 }).map((picked) => picked.map((at) => entries[key][at]!)));

const queryArbitrary = (): fc.Arbitrary<Partial<CatalogQuery>> =>
  fc.record({
    q: maybe(fc.constantFrom("mil", "data", "roma law", "zq")),
    tag: someOf("tag"),
    city: someOf("city"),
    university: someOf("university"),
    univer_tag: someOf("univer_tag"),
    degree: someOf("degree"),
    speciality: someOf("speciality"),
    faculty: someOf("speciality"),
    format_fil: someOf("format"),
    lang: maybe(fc.subarray([...LANGUAGES, "de"], { minLength: 1 }).map((picked) => picked.join(","))),
    cost_min: maybe(fc.constantFrom(...COSTS)),
    cost_max: maybe(fc.constantFrom(...COSTS)),
    price_min: maybe(fc.constantFrom(...PRICES)),
    price_max: maybe(fc.constantFrom(...PRICES)),
    start: maybe(fc.constantFrom(...OFFSETS).map(isoDay)),
    end: maybe(fc.constantFrom(...OFFSETS).map(isoDay)),
    is_open: maybe(fc.constantFrom("true" as const, "false" as const)),
    changed_at_after: maybe(fc.constantFrom(-30, -10, 0).map(isoDay)),
    changed_at_before: maybe(fc.constantFrom(-30, -10, 0).map(isoDay)),
    cost_value: maybe(fc.constantFrom("asc" as const, "desc" as const)),
    price_value: maybe(fc.constantFrom("asc" as const, "desc" as const)),
    page: fc.integer({ min: 1, max: 5 }),
  });

beforeAll(async () => {
  const { db } = suite.harness.database;
  for (const key of FACET_KEYS) {
    entries[key] = [];
    for (let index = 0; index < 3; index += 1) {
      entries[key].push(await newDictionaryEntry(db, suite.school.id, FACET_DICTIONARIES[key], `${key} ${index}`));
    }
  }
  const drafts = fc.sample(programArbitrary(), { numRuns: 160, seed: 20_261_124 });
  const rows = await db
    .insert(courses)
    .values(
      drafts.map((draft) => ({
        schoolId: suite.school.id,
        titleRu: draft.title,
        show: draft.show,
        cost: draft.cost,
        price: draft.price,
        language: draft.language,
        order: draft.order,
        createdAt: day(-draft.created),
        updatedAt: day(draft.updated),
        tagId: entries.tag[draft.facets.tag ?? 0]!,
        cityId: pick(entries.city, draft.facets.city),
        universityId: pick(entries.university, draft.facets.university),
        univerTagId: pick(entries.univer_tag, draft.facets.univer_tag),
        degreeId: pick(entries.degree, draft.facets.degree),
        specialityId: pick(entries.speciality, draft.facets.speciality),
        formatId: pick(entries.format, draft.facets.format),
      })),
    )
    .returning({ id: courses.id });
  const rounds = drafts.flatMap((draft, index) =>
    draft.rounds.map((round) => ({
      schoolId: suite.school.id,
      courseId: rows[index]!.id,
      startsOn: round.start,
      endsOn: round.end,
    })),
  );
  await db.insert(courseRounds).values(rounds);
  // Another school's programs, matching every search: never counted here.
  const foreignTag = await newDictionaryEntry(db, suite.other.id, "tag");
  await db
    .insert(courses)
    .values(
      Array.from({ length: 10 }, () => ({ schoolId: suite.other.id, titleRu: "milano roma", tagId: foreignTag })),
    );
}, 120_000);

const pick = (ids: number[], at: number | null) => (at === null ? null : ids[at]!);

describe("the catalogue's in-memory index", () => {
  it("answers every query with the count, facets and page the SQL answers", async () => {
    const visitor: Visitor = {
      db: suite.harness.deps.schools.forSchool(suite.school.id),
      schoolId: suite.school.id,
      language: "ru",
      caller: null,
      deps: suite.harness.deps,
    };
    const visibility = { visibleOnly: true };
    await fc.assert(
      fc.asyncProperty(queryArbitrary(), async (query) => {
        const window = pageWindow(query.page ?? 1, CATALOG_PAGE_SIZE);
        const fromIndex = await searchCatalogIndex(visitor, { query, window });
        const exact = { ...query, day: await schoolDayOf(visitor) };
        const [ids, counted] = await Promise.all([
          selectPageIds(visitor, { visibility, query: exact, window }),
          countWithFacets(visitor, { visibility, query: exact }),
        ]);
        expect({ ids: fromIndex.ids, count: fromIndex.count, facets: fromIndex.facets }).toEqual({ ids, ...counted });
      }),
      { numRuns: 150, seed: 24 },
    );
  }, 300_000);
});
