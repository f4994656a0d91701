import { Form } from "antd";
import { cloneElement, type ReactElement, useId } from "react";
import { useFieldError } from "../field-errors";

/**
 * One labelled field of a task editor: the label points at the control (an id is made here), and the error the
 * contract's rules give for `path` shows under it.
 */
export function Field({
  label,
  path,
  nested,
  extra,
  children,
}: {
  label: string;
  path?: string;
  nested?: boolean;
  extra?: string;
  children: ReactElement<{ id?: string }>;
}) {
  const id = useId();
  const error = useFieldError()(path ?? "", nested);
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={path && error ? "error" : undefined}
      help={path && error ? <span data-testid={`task-error-${path}`}>{error}</span> : undefined}
      extra={extra}
    >
      {cloneElement(children, { id })}
    </Form.Item>
  );
}
