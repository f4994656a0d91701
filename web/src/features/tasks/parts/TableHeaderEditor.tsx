import { DeleteOutlined, LockOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FieldMessage, useFieldError } from "../field-errors";
import { newId } from "../ids";

type Header = { id: string; title: string };

function HeaderList({
  kind,
  items,
  onChange,
  locked,
}: {
  kind: "columns" | "rows";
  items: Header[];
  onChange: (items: Header[]) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError();
  return (
    <fieldset className="task-options" data-testid={`task-${kind}`}>
      <legend className="task-legend">{t(`tasks.editor.${kind}`)}</legend>
      {items.map((item, index) => {
        const label = t(kind === "columns" ? "tasks.editor.columnN" : "tasks.editor.rowN", { n: index + 1 });
        const itemError = error(`content.${kind}.${index}.title`);
        return (
          <div key={item.id} className="task-option-row">
            <div className="task-option-text">
              <Input
                value={item.title}
                readOnly={locked}
                aria-label={label}
                placeholder={label}
                status={itemError ? "error" : undefined}
                onChange={(event) =>
                  onChange(
                    items.map((other) => (other.id === item.id ? { ...other, title: event.target.value } : other)),
                  )
                }
                data-testid={`task-${kind}-${index}`}
              />
              {itemError ? (
                <span className="task-field-error" role="alert">
                  {itemError}
                </span>
              ) : null}
            </div>
            {locked ? null : (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t("common.delete")}: ${label}`}
                onClick={() => onChange(items.filter((other) => other.id !== item.id))}
              />
            )}
          </div>
        );
      })}
      <FieldMessage path={`content.${kind}`} />
      {locked ? null : (
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange([...items, { id: newId(), title: "" }])}
          data-testid={`task-${kind}-add`}
        >
          {t(kind === "columns" ? "tasks.editor.addColumn" : "tasks.editor.addRow")}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * A table's columns and rows (product.md section 5: both required, fixed once the task exists, so saved answers
 * keep pointing at the same cells). Locked with a note after creation.
 */
export function TableHeaderEditor({
  columns,
  rows,
  onChange,
  created,
  readOnly,
}: {
  columns: Header[];
  rows: Header[];
  onChange: (columns: Header[], rows: Header[]) => void;
  created: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const locked = created || readOnly;
  return (
    <>
      {created ? (
        <Alert
          type="info"
          icon={<LockOutlined />}
          showIcon
          title={t("tasks.editor.tableLocked")}
          className="task-hint"
        />
      ) : null}
      <div className="task-table-header">
        <HeaderList kind="columns" items={columns} locked={locked} onChange={(next) => onChange(next, rows)} />
        <HeaderList kind="rows" items={rows} locked={locked} onChange={(next) => onChange(columns, next)} />
      </div>
    </>
  );
}
