import { Input } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "./Field";
import { TableHeaderEditor } from "./TableHeaderEditor";

type Header = { id: string; title: string };

type TableDraft = { content: { instruction: string; columns: Header[]; rows: Header[] } };
export type TableHeader = { columns: Header[]; rows: Header[]; columnIds: Set<string>; rowIds: Set<string> };

/**
 * The top of a table task's editor (table word, table options): the instruction, then the columns and rows, which
 * are fixed once the task exists. `withHeader` makes the draft of a new header, keeping the key within its ids.
 */
export function TableTaskHeader<Draft extends TableDraft>({
  draft,
  onChange,
  created,
  readOnly,
  withHeader,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  created: boolean;
  readOnly: boolean;
  withHeader: (header: TableHeader) => Draft;
}) {
  const { t } = useTranslation();
  const { content } = draft;
  return (
    <>
      <Field label={t("tasks.editor.instruction")} path="content.instruction">
        <Input
          value={content.instruction}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...content, instruction: event.target.value } })}
        />
      </Field>
      <TableHeaderEditor
        columns={content.columns}
        rows={content.rows}
        created={created}
        readOnly={readOnly}
        onChange={(columns, rows) =>
          onChange(
            withHeader({
              columns,
              rows,
              columnIds: new Set(columns.map((column) => column.id)),
              rowIds: new Set(rows.map((row) => row.id)),
            }),
          )
        }
      />
    </>
  );
}

/** A table task's grid: column titles across, row titles down, each cell drawn by the type. */
export function TaskTable({
  columns,
  rows,
  cell,
  rowHeader = (row) => row.title,
  cellClassName,
}: {
  columns: Header[];
  rows: Header[];
  cell: (row: Header, column: Header, rowIndex: number, columnIndex: number) => ReactNode;
  rowHeader?: (row: Header) => ReactNode;
  cellClassName?: string;
}) {
  return (
    <table className="task-table">
      <thead>
        <tr>
          <td />
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={row.id}>
            <th scope="row">{rowHeader(row)}</th>
            {columns.map((column, columnIndex) => (
              <td key={column.id} className={cellClassName}>
                {cell(row, column, rowIndex, columnIndex)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
