import { Checkbox, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useFieldError } from "../field-errors";
import { newId } from "../ids";
import { TaskText } from "../parts/TaskText";
import { TableTaskHeader, TaskTable } from "../parts/task-table";
import type { EditorProps, PlayerProps, TaskDraft, TaskEditorUi, TaskPlayerUi } from "../task-ui";

type Cells<Value> = Record<string, Record<string, Value>>;

/** Sets one cell of a row → column record, dropping rows left empty. */
function withCell<Value>(cells: Cells<Value>, row: string, column: string, value: Value | undefined): Cells<Value> {
  const nextRow = { ...(cells[row] ?? {}) };
  if (value === undefined) delete nextRow[column];
  else nextRow[column] = value;
  const next = { ...cells, [row]: nextRow };
  if (Object.keys(nextRow).length === 0) delete next[row];
  return next;
}

/** Keeps only cells of rows and columns that still exist (after one is removed before creation). */
function within<Value>(cells: Cells<Value>, rows: Set<string>, columns: Set<string>): Cells<Value> {
  return Object.fromEntries(
    Object.entries(cells)
      .filter(([row]) => rows.has(row))
      .map(([row, values]) => [
        row,
        Object.fromEntries(Object.entries(values).filter(([column]) => columns.has(column))),
      ]),
  );
}

function TableWordEditor({ draft, onChange, created, readOnly }: EditorProps<"table_word">) {
  const { t } = useTranslation();
  const error = useFieldError();
  const { content, key } = draft;
  const setCell = (row: string, column: string, text: string, given: boolean) => {
    const accepted = text
      .split("|")
      .map((word) => word.trim())
      .filter((word) => word !== "");
    onChange({
      content: { ...content, given: withCell(content.given, row, column, given ? text : undefined) },
      key: { cells: withCell(key.cells, row, column, given ? undefined : accepted) },
    });
  };
  return (
    <>
      <TableTaskHeader
        draft={draft}
        onChange={onChange}
        created={created}
        readOnly={readOnly}
        withHeader={({ columns, rows, columnIds, rowIds }) => ({
          content: { ...content, columns, rows, given: within(content.given, rowIds, columnIds) },
          key: { cells: within(key.cells, rowIds, columnIds) },
        })}
      />
      {content.rows.length > 0 && content.columns.length > 0 ? (
        <div className="task-table-scroll">
          <p className="task-hint-text">{t("tasks.editor.cellsHint")}</p>
          <TaskTable
            columns={content.columns}
            rows={content.rows}
            cell={(row, column, rowIndex, columnIndex) => {
              const givenText = content.given[row.id]?.[column.id];
              const given = givenText !== undefined;
              const text = given ? givenText : (key.cells[row.id]?.[column.id] ?? []).join("|");
              const cellError = error(`key.cells.${row.id}.${column.id}`, true);
              const where = `${row.title || rowIndex + 1} × ${column.title || columnIndex + 1}`;
              return (
                <>
                  <Input
                    size="small"
                    value={text}
                    readOnly={readOnly}
                    status={cellError ? "error" : undefined}
                    aria-label={t(given ? "tasks.editor.givenCell" : "tasks.editor.answerCell", { where })}
                    onChange={(event) => setCell(row.id, column.id, event.target.value, given)}
                    data-testid={`task-cell-${rowIndex}-${columnIndex}`}
                  />
                  <Checkbox
                    checked={given}
                    disabled={readOnly}
                    onChange={(event) => setCell(row.id, column.id, text, event.target.checked)}
                  >
                    {t("tasks.editor.given")}
                  </Checkbox>
                </>
              );
            }}
          />
          {error("content.given") ? <span className="task-field-error">{error("content.given")}</span> : null}
        </div>
      ) : null}
    </>
  );
}

function TableWordPlayer({ content, answer, onChange, readOnly }: PlayerProps<"table_word">) {
  const { t } = useTranslation();
  const cells = answer?.cells ?? {};
  return (
    <>
      <TaskText text={content.instruction} strong />
      <div className="task-table-scroll">
        <TaskTable
          columns={content.columns}
          rows={content.rows}
          cell={(row, column, rowIndex, columnIndex) => {
            const given = content.given[row.id]?.[column.id];
            if (given !== undefined) return given;
            return (
              <Input
                size="small"
                value={cells[row.id]?.[column.id] ?? ""}
                readOnly={readOnly}
                aria-label={t("tasks.player.cell", { row: row.title, column: column.title })}
                onChange={(event) => onChange({ cells: withCell(cells, row.id, column.id, event.target.value) })}
                data-testid={`task-cell-${rowIndex}-${columnIndex}`}
              />
            );
          }}
        />
      </div>
    </>
  );
}

/** A table the student fills in with words. */
export const tableWordEditor: TaskEditorUi<"table_word"> = {
  empty: (): TaskDraft<"table_word"> => ({
    content: {
      instruction: "",
      columns: [{ id: newId(), title: "" }],
      rows: [{ id: newId(), title: "" }],
      given: {},
    },
    key: { cells: {} },
  }),
  Editor: TableWordEditor,
};

export const tableWordPlayer: TaskPlayerUi<"table_word"> = {
  Player: TableWordPlayer,
};
