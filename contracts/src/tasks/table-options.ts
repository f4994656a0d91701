import { z } from "zod";
import { defineTask, idsOf, itemId, share, type TaskIssue } from "./shared.js";
import { tableHeader } from "./table.js";

const choices = z.record(itemId, itemId);
type Content = { columns: { id: string }[]; rows: { id: string }[] };

function checkChoices(path: string, record: Record<string, string>, content: Content, complete: boolean): TaskIssue[] {
  const rows = idsOf(content.rows);
  const columns = idsOf(content.columns);
  const issues: TaskIssue[] = [];
  for (const [rowId, columnId] of Object.entries(record)) {
    if (!rows.has(rowId)) issues.push({ path: `${path}.${rowId}`, message: "Unknown row" });
    else if (!columns.has(columnId)) issues.push({ path: `${path}.${rowId}`, message: "Unknown column" });
  }
  if (complete) {
    for (const id of rows)
      if (!(id in record)) issues.push({ path: `${path}.${id}`, message: "Mark the right column" });
  }
  return issues;
}

/**
 * A table where each row (a statement) takes one of the columns (true / false / not given, or categories): rows and
 * columns fixed after creation.
 */
export const tableOptionsTask = defineTask({
  content: z
    .object({
      instruction: z.string().trim().max(2000).default(""),
      columns: tableHeader.columns.refine((columns) => columns.length >= 2, "Add at least 2"),
      rows: tableHeader.rows,
    })
    .strict(),
  key: z.object({ rows: choices }).strict(),
  answer: z.object({ rows: choices }).strict(),
  grading: "auto",
  frozen: ["columns", "rows"],
  checkKey: (content, key) => checkChoices("key.rows", key.rows, content, true),
  checkAnswer: (content, answer) => checkChoices("answer.rows", answer.rows, content, false),
  grade: (content, key, answer) =>
    share(content.rows.filter((row) => answer.rows[row.id] === key.rows[row.id]).length, content.rows.length),
  solution: (_content, key) => ({ rows: { ...key.rows } }),
});
