import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Checkbox, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { FieldMessage, useFieldError } from "../field-errors";
import { newId } from "../ids";

type Option = { id: string; text: string };

/**
 * The options of a choice (test, test with image, a media question, select one): each with its text and a mark
 * for the correct one(s). Errors from the contract show on the option they belong to.
 */
export function OptionsEditor({
  options,
  correct,
  multiple,
  onChange,
  readOnly,
  contentPath = "content.options",
  keyPath = "key.correct",
}: {
  options: Option[];
  correct: string[];
  multiple: boolean;
  onChange: (options: Option[], correct: string[]) => void;
  readOnly: boolean;
  contentPath?: string;
  keyPath?: string;
}) {
  const { t } = useTranslation();
  const error = useFieldError();
  const setText = (id: string, text: string) =>
    onChange(
      options.map((option) => (option.id === id ? { ...option, text } : option)),
      correct,
    );
  const mark = (id: string, checked: boolean) =>
    onChange(options, multiple ? (checked ? [...correct, id] : correct.filter((other) => other !== id)) : [id]);
  const remove = (id: string) =>
    onChange(
      options.filter((option) => option.id !== id),
      correct.filter((other) => other !== id),
    );
  return (
    <fieldset className="task-options" data-testid="task-options">
      <legend className="task-legend">{t("tasks.editor.options")}</legend>
      {options.map((option, index) => {
        const label = t("tasks.editor.optionN", { n: index + 1 });
        const textError = error(`${contentPath}.${index}.text`);
        const Mark = multiple ? Checkbox : Radio;
        return (
          <div key={option.id} className="task-option-row" data-testid={`task-option-${index}`}>
            <Mark
              checked={correct.includes(option.id)}
              onChange={(event) => mark(option.id, event.target.checked)}
              disabled={readOnly}
              aria-label={t("tasks.editor.markCorrectN", { n: index + 1 })}
              data-testid={`task-option-correct-${index}`}
            />
            <div className="task-option-text">
              <Input
                value={option.text}
                onChange={(event) => setText(option.id, event.target.value)}
                readOnly={readOnly}
                aria-label={label}
                placeholder={label}
                status={textError ? "error" : undefined}
                data-testid={`task-option-text-${index}`}
              />
              {textError ? (
                <span className="task-field-error" role="alert">
                  {textError}
                </span>
              ) : null}
            </div>
            {readOnly ? null : (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("tasks.editor.removeOptionN", { n: index + 1 })}
                onClick={() => remove(option.id)}
              />
            )}
          </div>
        );
      })}
      <FieldMessage path={contentPath} />
      <FieldMessage path={keyPath} nested />
      {readOnly ? null : (
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange([...options, { id: newId(), text: "" }], correct)}
          data-testid="task-option-add"
        >
          {t("tasks.editor.addOption")}
        </Button>
      )}
    </fieldset>
  );
}
