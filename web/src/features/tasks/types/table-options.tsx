import { Radio } from "antd";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useFieldError } from "../field-errors";
import { newId } from "../ids";
import { TaskText } from "../parts/TaskText";
import { TableTaskHeader, TaskTable } from "../parts/task-table";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

type Header = { id: string; title: string };

/** Rows of statements, each with one column chosen by a radio button. */
function ChoiceTable({
  columns,
  rows,
  chosen,
  onChoose,
  readOnly,
  rowError,
}: {
  columns: Header[];
  rows: Header[];
  chosen: Record<string, string>;
  onChoose: (row: string, column: string) => void;
  readOnly: boolean;
  rowError?: (row: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion className="task-table-scroll" label={t("tasks.types.table_options")}>
      <TaskTable
        columns={columns}
        rows={rows}
        cellClassName="task-table-radio"
        rowHeader={(row) => {
          const error = rowError?.(row.id);
          return (
            <>
              {row.title}
              {error ? <div className="task-field-error">{error}</div> : null}
            </>
          );
        }}
        cell={(row, column, rowIndex, columnIndex) => (
          <Radio
            checked={chosen[row.id] === column.id}
            disabled={readOnly}
            aria-label={`${row.title || rowIndex + 1}: ${column.title || columnIndex + 1}`}
            onChange={() => onChoose(row.id, column.id)}
            data-testid={`task-choice-${rowIndex}-${columnIndex}`}
          />
        )}
      />
    </ScrollRegion>
  );
}

function TableOptionsEditor({ draft, onChange, created, readOnly }: EditorProps<"table_options">) {
  const { t } = useTranslation();
  const error = useFieldError();
  const { content, key } = draft;
  return (
    <>
      <TableTaskHeader
        draft={draft}
        onChange={onChange}
        created={created}
        readOnly={readOnly}
        withHeader={({ columns, rows, columnIds, rowIds }) => ({
          content: { ...content, columns, rows },
          key: {
            rows: Object.fromEntries(
              Object.entries(key.rows).filter(([row, column]) => rowIds.has(row) && columnIds.has(column)),
            ),
          },
        })}
      />
      {content.rows.length > 0 && content.columns.length > 0 ? (
        <>
          <p className="task-hint-text">{t("tasks.editor.markRowsHint")}</p>
          <ChoiceTable
            columns={content.columns}
            rows={content.rows}
            chosen={key.rows}
            readOnly={readOnly}
            rowError={(row) => error(`key.rows.${row}`)}
            onChoose={(row, column) => onChange({ ...draft, key: { rows: { ...key.rows, [row]: column } } })}
          />
        </>
      ) : null}
    </>
  );
}

function TableOptionsPlayer({ content, answer, onChange, readOnly }: PlayerProps<"table_options">) {
  const rows = answer?.rows ?? {};
  return (
    <>
      <TaskText text={content.instruction} strong />
      <ChoiceTable
        columns={content.columns}
        rows={content.rows}
        chosen={rows}
        readOnly={readOnly}
        onChoose={(row, column) => onChange({ rows: { ...rows, [row]: column } })}
      />
    </>
  );
}

/** A table where each row takes one of the columns. */
export const tableOptionsEditor: TaskEditorUi<"table_options"> = {
  empty: () => ({
    content: {
      instruction: "",
      columns: [
        { id: newId(), title: "" },
        { id: newId(), title: "" },
      ],
      rows: [{ id: newId(), title: "" }],
    },
    key: { rows: {} },
  }),
  Editor: TableOptionsEditor,
};

export const tableOptionsPlayer: TaskPlayerUi<"table_options"> = {
  Player: TableOptionsPlayer,
};
