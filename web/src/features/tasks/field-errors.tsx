import { Typography } from "antd";
import type { TFunction } from "i18next";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../ui/runtime-key";

/**
 * The contract's rule messages (contracts/src/tasks) and the translation key each one shows as; a message not
 * listed (a length limit from zod) shows the generic "check this field".
 */
export const RULE_MESSAGES: Record<string, string> = {
  Required: "required",
  "Add at least one": "addOne",
  "Add at least 2": "addTwo",
  "Mark the correct option": "markCorrect",
  "Mark one option, or allow several answers": "markOne",
  "Give at least one accepted answer": "acceptedNeeded",
  "Add at least one gap": "addGap",
  "Mark at least one error": "markError",
  "Give the word its pair": "givePair",
  "A word on the right is used twice": "pairTwice",
  "Mark the right column": "markColumn",
  "Leave at least one cell to fill in": "leaveCell",
  "A YouTube video link": "youtube",
  "Not a calendar date": "date",
  "YYYY-MM-DD": "date",
  "YYYY-MM": "date",
  YYYY: "date",
  "YYYY, YYYY-MM or YYYY-MM-DD": "date",
  "At least the minimum": "minMax",
  "Cannot be changed after the task is created": "frozen",
  "Attach a file": "attach",
};

export function ruleText(message: string, t: TFunction): string {
  const known = RULE_MESSAGES[message] ?? (message.startsWith("Too small") ? "required" : "check");
  return t(runtimeKey(`tasks.rules.${known}`));
}

/** The field errors of the task being edited, keyed by the contract's dotted paths (`content.options.0.text`). */
const ErrorsContext = createContext<Record<string, string>>({});

export function TaskErrorsProvider({ errors, children }: { errors: Record<string, string>; children: ReactNode }) {
  return <ErrorsContext.Provider value={errors}>{children}</ErrorsContext.Provider>;
}

/** The translated error at `path`, or at any path under it when `nested`; undefined when the field is fine. */
export function useFieldError(): (path: string, nested?: boolean) => string | undefined {
  const errors = useContext(ErrorsContext);
  const { t } = useTranslation();
  return (path, nested = false) => {
    const exact = errors[path];
    if (exact !== undefined) return ruleText(exact, t);
    if (!nested) return undefined;
    const under = Object.entries(errors).find(([key]) => key.startsWith(`${path}.`));
    return under ? ruleText(under[1], t) : undefined;
  };
}

/** The error of a group of fields (the options of a test) shown under the group. */
export function FieldMessage({ path, nested = false }: { path: string; nested?: boolean }) {
  const error = useFieldError()(path, nested);
  if (error === undefined) return null;
  return (
    <Typography.Text type="danger" role="alert" data-testid={`task-error-${path}`} className="task-field-error">
      {error}
    </Typography.Text>
  );
}
