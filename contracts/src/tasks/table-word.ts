import { z } from "zod";
import { acceptedTexts, defineTask, matchesAny, share, type TaskIssue, typedText } from "./shared.js";
import { type Cells, cellRecord, cellsIn, checkCells, tableHeader } from "./table.js";

type Content = { columns: { id: string }[]; rows: { id: string }[]; given: Cells<string> };

/** Every cell that is not given is one to fill in, and needs accepted texts in the key. */
function checkKeyCells(content: Content, cells: Cells<string[]>): TaskIssue[] {
  const issues = checkCells("key.cells", cells, content);
  for (const [rowId, columnId] of cellsIn(cells)) {
    if (content.given[rowId]?.[columnId] !== undefined) {
      issues.push({ path: `key.cells.${rowId}.${columnId}`, message: "This cell is given" });
    }
  }
  if (
    content.rows.every((row) => content.columns.every((column) => content.given[row.id]?.[column.id] !== undefined))
  ) {
    issues.push({ path: "content.given", message: "Leave at least one cell to fill in" });
  }
  for (const row of content.rows) {
    for (const column of content.columns) {
      const given = content.given[row.id]?.[column.id] !== undefined;
      if (!given && cells[row.id]?.[column.id] === undefined) {
        issues.push({ path: `key.cells.${row.id}.${column.id}`, message: "Required" });
      }
    }
  }
  return issues;
}

/**
 * A table the student fills in with words: rows and columns fixed after creation, some cells given, every other
 * cell checked against its accepted texts.
 */
export const tableWordTask = defineTask({
  content: z
    .object({
      instruction: z.string().trim().max(2000).default(""),
      ...tableHeader,
      given: cellRecord(z.string().trim().max(500)).default({}),
    })
    .strict()
    .superRefine((content, context) => {
      for (const issue of checkCells("given", content.given, content)) {
        context.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
      }
    }),
  key: z.object({ cells: cellRecord(acceptedTexts) }).strict(),
  answer: z.object({ cells: cellRecord(typedText(500)) }).strict(),
  grading: "auto",
  frozen: ["columns", "rows"],
  checkKey: (content, key) => checkKeyCells(content, key.cells),
  checkAnswer: (content, answer) => checkCells("answer.cells", answer.cells, content),
  grade: (_content, key, answer) => {
    const blanks = cellsIn(key.cells);
    const right = blanks.filter(([rowId, columnId, accepted]) => matchesAny(answer.cells[rowId]?.[columnId], accepted));
    return share(right.length, blanks.length);
  },
  solution: (_content, key) => ({
    cells: Object.fromEntries(
      Object.entries(key.cells).map(([rowId, row]) => [
        rowId,
        Object.fromEntries(Object.entries(row).map(([columnId, accepted]) => [columnId, accepted[0] ?? ""])),
      ]),
    ),
  }),
});
