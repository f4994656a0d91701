import { z } from "zod";
import { authoredText, idsOf, itemId, type TaskIssue, withIds } from "./shared.js";

/**
 * A table's header: columns and rows, both required (product.md section 5) and fixed once the task exists, so
 * answers already given keep pointing at the same cells.
 */
export const tableHeader = {
  columns: withIds(z.object({ id: itemId, title: authoredText(200) }).strict(), { min: 1, max: 20 }),
  rows: withIds(z.object({ id: itemId, title: authoredText(500) }).strict(), { min: 1, max: 50 }),
};
type Table = { columns: { id: string }[]; rows: { id: string }[] };

/** row id → column id → value */
export const cellRecord = <Value extends z.ZodType>(value: Value) => z.record(itemId, z.record(itemId, value));
export type Cells<Value> = Record<string, Record<string, Value>>;

/** Issues for cells outside the table, at `path.row.column`. */
export function checkCells(path: string, cells: Cells<unknown>, table: Table): TaskIssue[] {
  const rows = idsOf(table.rows);
  const columns = idsOf(table.columns);
  return Object.entries(cells).flatMap(([rowId, row]) =>
    rows.has(rowId)
      ? Object.keys(row)
          .filter((columnId) => !columns.has(columnId))
          .map((columnId) => ({ path: `${path}.${rowId}.${columnId}`, message: "Unknown column" }))
      : [{ path: `${path}.${rowId}`, message: "Unknown row" }],
  );
}

/** Every (row, column) pair present in `cells`. */
export const cellsIn = <Value>(cells: Cells<Value>): [string, string, Value][] =>
  Object.entries(cells).flatMap(([rowId, row]) =>
    Object.entries(row).map(([columnId, value]): [string, string, Value] => [rowId, columnId, value]),
  );
