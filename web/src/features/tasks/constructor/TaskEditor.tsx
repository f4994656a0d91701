import { parseTask, type TaskType } from "@school/contracts";
import { Form } from "antd";
import type { ReactNode } from "react";
import { TaskErrorsProvider } from "../field-errors";
import { TASK_EDITORS } from "../registry";
import type { TaskDraft } from "../task-ui";
import "../tasks.css";
import "../texts";

/** The contract's verdict on a draft: its parsed values, or the field errors (dotted paths) to show. */
export function checkDraft(
  type: TaskType,
  draft: TaskDraft,
): { ok: true; content: unknown; key: unknown } | { ok: false; fields: Record<string, string> } {
  const result = parseTask(type, draft);
  return result.ok ? result : { ok: false, fields: result.fields };
}

/**
 * A task type's constructor form, its errors the contract's own rules (parseTask) at the fields they name, merged
 * with the server's field errors of the last save.
 */
export function TaskEditor<Type extends TaskType>({
  type,
  draft,
  onChange,
  errors,
  created,
  readOnly,
  footer,
}: {
  type: Type;
  draft: TaskDraft<Type>;
  onChange: (draft: TaskDraft<Type>) => void;
  errors: Record<string, string>;
  created: boolean;
  readOnly: boolean;
  footer?: ReactNode;
}) {
  const { Editor } = TASK_EDITORS[type] as unknown as (typeof TASK_EDITORS)["test"];
  return (
    <TaskErrorsProvider errors={errors}>
      <Form layout="vertical" component="div" className="task-editor" data-testid={`task-editor-${type}`}>
        <Editor
          draft={draft as unknown as TaskDraft<"test">}
          onChange={onChange as unknown as (draft: TaskDraft<"test">) => void}
          created={created}
          readOnly={readOnly}
        />
        {footer}
      </Form>
    </TaskErrorsProvider>
  );
}
