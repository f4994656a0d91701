import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoicePanel } from "./ChoicePanel";
import { ClearCircleIcon } from "./icons/ClearCircleIcon";
import { DownIcon } from "./icons/DownIcon";
import { filterOptions, type MultiSelectOption } from "./multi-select-filter";
import { useOutsidePress } from "./use-outside-press";
import "./controls.css";

/**
 * One choice, or none, from a list long enough to search: a button showing the choice (or the placeholder) opens a
 * panel with a filter box and the list (`ChoicePanel`); a press on an option or its Enter chooses it and closes the
 * panel. Given `onSearch`, the caller narrows the options itself (on the server), told each change of the filter.
 */
export function Select<Value extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  label,
  emptyText,
  onSearch,
  loading = false,
  clearable = true,
  className,
  testId,
}: {
  options: readonly MultiSelectOption<Value>[];
  value: Value | undefined;
  /** Undefined when the choice is cleared. */
  onChange: (value: Value | undefined) => void;
  placeholder: string;
  /** The field's name, read by a screen reader (the placeholder says it to the eye). */
  label: string;
  /** Said when the filter text matches nothing ("Nothing found" unless given). */
  emptyText?: string;
  onSearch?: (query: string) => void;
  /** The options are being fetched for the filter. */
  loading?: boolean;
  /** A button clears the choice (not for a choice that always has a value, such as a tab's). */
  clearable?: boolean;
  className?: string;
  /** On the button that opens the list. */
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  // The chosen option's name, kept once known: a search on the server may leave it out of the options.
  const [chosenLabel, setChosenLabel] = useState<{ value: Value; label: string }>();
  const chosen =
    value === undefined
      ? undefined
      : (options.find((option) => option.value === value) ??
        (chosenLabel?.value === value ? chosenLabel : { value, label: String(value) }));

  const search = (next: string) => {
    setQuery(next);
    onSearch?.(next);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (query !== "") search("");
    if (refocus) trigger.current?.focus();
  };
  useOutsidePress(root, open, () => close(false));

  return (
    <div className={className ? `lite-select ${className}` : "lite-select"} ref={root}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <div className={`lite-select__field${open ? " lite-select__field--open" : ""}`}>
        <button
          ref={trigger}
          type="button"
          className="lite-select__trigger"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${id}-value`}
          onClick={() => (open ? close(false) : setOpen(true))}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setOpen(true);
            }
          }}
          data-testid={testId}
        >
          <span id={`${id}-value`} className={chosen ? "lite-select__value" : "lite-select__placeholder"}>
            {chosen ? chosen.label : placeholder}
          </span>
          <DownIcon className="lite-select__arrow" />
        </button>
        {chosen && clearable && (
          <button
            type="button"
            className="lite-select__clear"
            aria-label={t("controls.clear")}
            onClick={() => onChange(undefined)}
          >
            <ClearCircleIcon />
          </button>
        )}
      </div>
      {open && (
        <ChoicePanel
          id={id}
          labelledBy={labelId}
          options={onSearch ? options : filterOptions(options, query, i18n.language)}
          isChosen={(item) => item === value}
          onPick={(option) => {
            setChosenLabel({ value: option.value, label: option.label });
            onChange(option.value);
            close(true);
          }}
          query={query}
          onQuery={search}
          onClose={close}
          root={root}
          multiple={false}
          emptyText={loading ? t("common.loading") : (emptyText ?? t("controls.noMatch"))}
        />
      )}
    </div>
  );
}
