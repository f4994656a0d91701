import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AUTO_GRADED_TYPES,
  frozenChange,
  gradeTask,
  normalizeText,
  parseTask,
  studentContent,
  TASK_DEFINITIONS,
  TASK_TYPES,
  type TaskType,
  TEACHER_GRADED_TYPES,
  taskSolution,
  youtubeVideoId,
} from "../index.js";

type Task = { content: unknown; key: unknown };

// Letters from Russian, Kazakh and English, with a space: what real task texts are made of.
const letters = [..."абвгдеёжзийклмнопрстуфхцчшщъыьэюяәғқңөұүһіАБВӘҒҚҢӨҰҮҺІabcdefghijklmnopqrstuvwxyzXYZ "];
const text = fc
  .string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 12 })
  .filter((value) => value.trim() !== "");
// Short ids inside `itemId`'s alphabet: 1 to 5 of [a-z0-9]. Built from units, not `stringMatching`, whose regex
// walk made this file's generators the slowest part of the unit run.
const idUnit = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");
const uniqueIds = (min: number, max: number) =>
  fc.uniqueArray(fc.string({ unit: idUnit, minLength: 1, maxLength: 5 }), { minLength: min, maxLength: max });
const options = (ids: string[]) =>
  fc.tuple(...ids.map(() => text)).map((texts) => ids.map((id, index) => ({ id, text: texts[index] })));
const someOf = <Item>(items: Item[]) => fc.subarray(items, { minLength: 1 });

const choiceTask = (minOptions: number) =>
  fc
    .record({ question: text, ids: uniqueIds(minOptions, 8), multiple: fc.boolean() })
    .chain(({ question, ids, multiple }) =>
      fc
        .record({
          options: options(ids),
          correct: multiple ? someOf(ids) : fc.constantFrom(...ids).map((id) => [id]),
        })
        .map(({ options: list, correct }) => ({ content: { question, options: list, multiple }, key: { correct } })),
    );

const questionTask = fc.oneof(
  choiceTask(1).map(({ content, key }) => ({ content: { ...content, answer_type: "choice" }, key })),
  fc
    .record({ question: text, accepted: fc.array(text, { minLength: 1, maxLength: 3 }) })
    .map(({ question, accepted }) => ({
      content: { answer_type: "text", question },
      key: { accepted },
    })),
  fc.constant({ content: { answer_type: "view" }, key: {} }),
);

const gapTask = <Gap>(gap: (id: string) => fc.Arbitrary<{ segment: Gap; key: unknown }>) =>
  uniqueIds(1, 5).chain((ids) =>
    fc
      .tuple(fc.tuple(...ids.map(gap)), fc.array(text, { minLength: ids.length + 1, maxLength: ids.length + 1 }))
      .map(([gaps, texts]) => ({
        content: {
          segments: [
            { type: "text", text: texts[0] },
            ...gaps.flatMap((entry, index) => [entry.segment, { type: "text", text: texts[index + 1] }]),
          ],
        },
        key: { gaps: Object.fromEntries(gaps.map((entry, index) => [ids[index], entry.key])) },
      })),
  );

const table = (minColumns: number) =>
  fc.record({ columns: uniqueIds(minColumns, 4), rows: uniqueIds(1, 4) }).chain(({ columns, rows }) =>
    fc.record({ columns: options(columns), rows: options(rows) }).map((header) => ({
      columns: header.columns.map(({ id, text: title }) => ({ id, title })),
      rows: header.rows.map(({ id, text: title }) => ({ id, title })),
    })),
  );

const isoDay = fc
  .date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Valid tasks of every type: content and a key that go together. */
const TASKS: Record<TaskType, fc.Arbitrary<Task>> = {
  test: choiceTask(1),
  test_image: choiceTask(1).map(({ content, key }) => ({ content: { ...content, image_alt: "A map" }, key })),
  media: questionTask,
  youtube: fc
    .tuple(
      questionTask,
      fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      fc.constantFrom("https://www.youtube.com/watch?v=", "https://youtu.be/"),
    )
    .map(([{ content, key }, id, prefix]) => ({ content: { ...content, youtube_url: `${prefix}${id}` }, key })),
  insert_words: gapTask((id) =>
    fc.array(text, { minLength: 1, maxLength: 3 }).map((accepted) => ({ segment: { type: "gap", id }, key: accepted })),
  ),
  words_options: gapTask((id) =>
    uniqueIds(2, 4).chain((ids) =>
      fc.tuple(options(ids), fc.constantFrom(...ids)).map(([list, right]) => ({
        segment: { type: "gap", id, options: list },
        key: right,
      })),
    ),
  ),
  table_word: table(1).chain((header) => {
    const cells = header.rows.flatMap((row) => header.columns.map((column) => [row.id, column.id] as const));
    return fc
      .tuple(
        fc.subarray(cells),
        fc.array(fc.array(text, { minLength: 1, maxLength: 2 }), { minLength: cells.length, maxLength: cells.length }),
      )
      .filter(([given]) => given.length < cells.length)
      .map(([given, accepted]) => {
        const givenCells: Record<string, Record<string, string>> = {};
        const keyCells: Record<string, Record<string, string[]>> = {};
        cells.forEach(([rowId, columnId], index) => {
          const givenRow = givenCells[rowId] ?? {};
          const keyRow = keyCells[rowId] ?? {};
          if (given.includes(cells[index] as (typeof cells)[number])) givenRow[columnId] = "given";
          else keyRow[columnId] = accepted[index] as string[];
          givenCells[rowId] = givenRow;
          keyCells[rowId] = keyRow;
        });
        return { content: { ...header, given: givenCells }, key: { cells: keyCells } };
      });
  }),
  table_options: table(2).chain((header) =>
    fc.tuple(...header.rows.map(() => fc.constantFrom(...header.columns.map((column) => column.id)))).map((picks) => ({
      content: header,
      key: { rows: Object.fromEntries(header.rows.map((row, index) => [row.id, picks[index]])) },
    })),
  ),
  find_errors: uniqueIds(1, 10).chain((ids) =>
    fc.tuple(options(ids), someOf(ids)).chain(([words, errors]) =>
      fc
        .tuple(fc.subarray(errors), fc.array(text, { minLength: errors.length, maxLength: errors.length }))
        .map(([corrected, fixes]) => ({
          content: { words },
          key: { errors, corrections: Object.fromEntries(corrected.map((id, index) => [id, [fixes[index]]])) },
        })),
    ),
  ),
  text: fc
    .record({ question: text, accepted: fc.array(text, { minLength: 1, maxLength: 3 }) })
    .map(({ question, accepted }) => ({
      content: { question },
      key: { accepted },
    })),
  compare_words: uniqueIds(1, 6).chain((left) =>
    uniqueIds(left.length, left.length + 2).chain((right) =>
      fc
        .tuple(
          options(left),
          options(right),
          fc.shuffledSubarray(right, { minLength: left.length, maxLength: left.length }),
        )
        .map(([leftWords, rightWords, matches]) => ({
          content: { left: leftWords, right: rightWords },
          key: { pairs: Object.fromEntries(left.map((id, index) => [id, matches[index]])) },
        })),
    ),
  ),
  essay: text.map((question) => ({ content: { question }, key: { rubric: "Structure, vocabulary" } })),
  file_check: text.map((question) => ({ content: { question }, key: {} })),
  file_attach: text.map((question) => ({ content: { question }, key: {} })),
  select_one: choiceTask(2).map(({ content, key }) => ({
    content: { question: content.question, options: content.options },
    key: { correct: key.correct[0] },
  })),
  date: fc.tuple(isoDay, fc.constantFrom("day", "month", "year")).map(([day, precision]) => ({
    content: { question: "When?", precision },
    key: { date: precision === "day" ? day : precision === "month" ? day.slice(0, 7) : day.slice(0, 4) },
  })),
};

/** A small deterministic generator, so a property's counterexample replays from its seed. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
};

function shuffleDeep(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => shuffleDeep(item, random));
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [items[index], items[other]] = [items[other], items[index]];
    }
    return items;
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shuffleDeep(item, random)]));
  }
  return value;
}

/** Every string in the content: ids and texts a student could send back. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** A student's answer near the right one: picks dropped, swapped for other ids or texts, fields removed or added. */
function mutate(value: unknown, random: () => number, pool: string[]): unknown {
  const pick = () => pool[Math.floor(random() * pool.length)] ?? "x";
  if (typeof value === "string") return random() < 0.5 ? value : random() < 0.7 ? pick() : ` ${pick().toUpperCase()} `;
  if (Array.isArray(value)) {
    const kept = value.filter(() => random() < 0.7).map((item) => mutate(item, random, pool));
    return random() < 0.3 ? [...kept, pick()] : kept;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(() => random() < 0.85)
      .map(([name, item]) => [name, mutate(item, random, pool)]);
    if (random() < 0.2) entries.push([pick(), pick()]);
    return Object.fromEntries(entries);
  }
  return value;
}

const score = (type: TaskType, task: Task, answer: unknown) => {
  const result = gradeTask(type, task.content, task.key, answer);
  return result.ok ? result.score : `refused ${result.field}`;
};

describe("the task type registry", () => {
  it("declares the spec's 16 types in its order", () => {
    expect(TASK_TYPES).toEqual([
      "test",
      "test_image",
      "media",
      "youtube",
      "insert_words",
      "words_options",
      "table_word",
      "table_options",
      "find_errors",
      "text",
      "compare_words",
      "essay",
      "file_check",
      "file_attach",
      "select_one",
      "date",
    ]);
    expect(TEACHER_GRADED_TYPES).toEqual(["essay", "file_check", "file_attach"]);
    expect(AUTO_GRADED_TYPES).toHaveLength(13);
  });

  for (const type of TASK_TYPES) {
    describe(type, () => {
      it("accepts the tasks its generator builds", () => {
        fc.assert(
          fc.property(TASKS[type], (task) => {
            const parsed = parseTask(type, task);
            expect(parsed.ok ? "ok" : parsed.fields).toBe("ok");
          }),
        );
      });

      it("scores the right answer 1 (null when a teacher grades)", () => {
        fc.assert(
          fc.property(TASKS[type], (task) => {
            const solution = taskSolution(type, task.content, task.key);
            if (TASK_DEFINITIONS[type].grading === "teacher") {
              expect(solution).toBeNull();
              const handedIn = type === "essay" ? { text: "My essay" } : { file_url: "homework/1/work.pdf" };
              expect(score(type, task, handedIn)).toBeNull();
              return;
            }
            expect(score(type, task, solution)).toBe(1);
          }),
        );
      });

      it("scores any answer between 0 and 1, the same whatever order the options come in", () => {
        fc.assert(
          fc.property(TASKS[type], fc.integer(), (task, seed) => {
            const random = generator(seed);
            const right = taskSolution(type, task.content, task.key) ?? { text: "x" };
            const answer = mutate(right, random, stringsOf(task.content));
            const result = score(type, task, answer);
            if (typeof result === "number") {
              expect(result).toBeGreaterThanOrEqual(0);
              expect(result).toBeLessThanOrEqual(1);
            }
            const reordered = { content: shuffleDeep(task.content, random), key: shuffleDeep(task.key, random) };
            const again = score(type, reordered, shuffleDeep(answer, random));
            // A refusal may name another index once the picks are reordered; it is still a refusal.
            if (typeof result === "string") expect(again).toMatch(/^refused answer/);
            else expect(again).toEqual(result);
          }),
          { numRuns: 200 },
        );
      });

      it("refuses a malformed answer naming a field under answer, never throwing", () => {
        fc.assert(
          fc.property(TASKS[type], fc.anything(), (task, answer) => {
            const result = gradeTask(type, task.content, task.key, answer);
            if (result.ok) {
              expect(result.score === null || (result.score >= 0 && result.score <= 1)).toBe(true);
            } else {
              expect(result.code).toBe("answer_invalid");
              expect(result.field.startsWith("answer")).toBe(true);
              expect(result.fields[result.field]).toEqual(expect.any(String));
            }
          }),
        );
      });
    });
  }
});

describe("authoring rules (product.md section 5)", () => {
  it("a test needs an option and a marked correct one", () => {
    const noOptions = parseTask("test", { content: { question: "Capital?", options: [] }, key: { correct: ["a"] } });
    expect(noOptions).toMatchObject({ ok: false, code: "task_invalid", field: "content.options" });
    const noMark = parseTask("test", {
      content: { question: "Capital?", options: [{ id: "a", text: "Astana" }] },
      key: { correct: [] },
    });
    expect(noMark).toMatchObject({ ok: false, field: "key.correct" });
    const unknownMark = parseTask("test", {
      content: { question: "Capital?", options: [{ id: "a", text: "Astana" }] },
      key: { correct: ["b"] },
    });
    expect(unknownMark).toMatchObject({ ok: false, field: "key.correct.0" });
  });

  it("a word pair needs both words", () => {
    const result = parseTask("compare_words", {
      content: { left: [{ id: "l1", text: "cat" }], right: [{ id: "r1", text: "  " }] },
      key: { pairs: { l1: "r1" } },
    });
    expect(result).toMatchObject({ ok: false, field: "content.right.0.text" });
    const unpaired = parseTask("compare_words", {
      content: {
        left: [
          { id: "l1", text: "cat" },
          { id: "l2", text: "dog" },
        ],
        right: [{ id: "r1", text: "мысық" }],
      },
      key: { pairs: { l1: "r1" } },
    });
    expect(unpaired).toMatchObject({ ok: false, field: "key.pairs.l2" });
  });

  it("a table needs columns and rows, and keeps them once created", () => {
    const empty = parseTask("table_options", { content: { columns: [], rows: [] }, key: { rows: {} } });
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(Object.keys(empty.fields)).toEqual(["content.columns", "content.rows"]);
    const before = {
      columns: [
        { id: "t", title: "True" },
        { id: "f", title: "False" },
      ],
      rows: [{ id: "r1", title: "Astana is the capital" }],
    };
    expect(frozenChange("table_options", before, { ...before, instruction: "Choose" })).toBeNull();
    expect(
      frozenChange("table_options", before, { ...before, rows: [{ title: "Astana is the capital", id: "r1" }] }),
    ).toBeNull();
    const renamed = frozenChange("table_options", before, {
      ...before,
      columns: [before.columns[1], before.columns[0]],
    });
    expect(renamed).toMatchObject({ code: "task_frozen", field: "content.columns" });
    expect(frozenChange("test", { options: [] }, { options: [{ id: "a" }] })).toBeNull();
  });

  it("an unknown type is refused, not thrown", () => {
    expect(parseTask("drawing", { content: {}, key: {} })).toMatchObject({ ok: false, field: "type" });
  });
});

describe("text comparison", () => {
  it("ignores case, surrounding and repeated spaces, and Unicode composition", () => {
    expect(normalizeText("  ҚАЗАҚСТАН  Республикасы ")).toBe("қазақстан республикасы");
    expect(normalizeText("Ә")).toBe(normalizeText("ә"));
    expect(normalizeText("и\u0306")).toBe("й");
    expect(normalizeText("don’t")).toBe("don't");
  });

  it("keeps letters apart that a language keeps apart", () => {
    expect(normalizeText("ёж")).not.toBe(normalizeText("еж"));
    expect(normalizeText("қол")).not.toBe(normalizeText("кол"));
    expect(normalizeText("іс")).not.toBe(normalizeText("ис"));
  });

  it("grades a typed answer by the normalised text", () => {
    const task = { content: { question: "Столица?" }, key: { accepted: ["Астана", "Nur-Sultan"] } };
    expect(score("text", task, { text: " астана " })).toBe(1);
    expect(score("text", task, { text: "NUR–SULTAN" })).toBe(1);
    expect(score("text", task, { text: "" })).toBe(0);
    expect(score("text", task, { text: "Алматы" })).toBe(0);
    expect(score("text", task, { answer: "Астана" })).toBe("refused answer.text");
  });
});

describe("details of single types", () => {
  it("a multiple choice gives partial credit and takes it back for wrong picks", () => {
    const task = {
      content: {
        question: "Cities of Kazakhstan",
        multiple: true,
        options: ["a", "b", "c", "d"].map((id) => ({ id, text: id })),
      },
      key: { correct: ["a", "b"] },
    };
    expect(score("test", task, { selected: ["a"] })).toBe(0.5);
    expect(score("test", task, { selected: ["a", "c"] })).toBe(0);
    expect(score("test", task, { selected: ["a", "b", "a"] })).toBe(1);
    expect(score("test", task, { selected: ["z"] })).toBe("refused answer.selected.0");
  });

  it("a date is compared at the task's precision", () => {
    const task = { content: { question: "Founded?", precision: "year" }, key: { date: "1830" } };
    expect(score("date", task, { date: "1830" })).toBe(1);
    expect(score("date", task, { date: "1830-01-01" })).toBe("refused answer.date");
    expect(parseTask("date", { content: { question: "When?" }, key: { date: "2026-02-30" } })).toMatchObject({
      ok: false,
      field: "key.date",
    });
  });

  it("reads YouTube links and nothing else", () => {
    expect(youtubeVideoId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://youtu.be/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeVideoId("http://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(youtubeVideoId("javascript:alert(1)")).toBeNull();
  });

  it("gives students word pairs' right column in an order of its own, the same on every load", () => {
    const right = Array.from({ length: 8 }, (_, index) => ({ id: `r${index}`, text: `w${index}` }));
    const content = { left: right.map(({ id, text: word }) => ({ id: `l${id}`, text: word })), right };
    const shown = studentContent("compare_words", content, 42) as typeof content;
    expect(shown.right).not.toEqual(right);
    expect([...shown.right].sort((a, b) => a.id.localeCompare(b.id))).toEqual(right);
    expect(studentContent("compare_words", content, 42)).toEqual(shown);
    expect(shown.left).toEqual(content.left);
    expect(studentContent("test", content, 42)).toBe(content);
  });
});
