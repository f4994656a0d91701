import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoicePanel } from "./ChoicePanel";
import { ClearCircleIcon } from "./icons/ClearCircleIcon";
import { DownIcon } from "./icons/DownIcon";
import { filterOptions, type MultiSelectOption } from "./multi-select-filter";
import { Tag } from "./Tag";
import { useOutsidePress } from "./use-outside-press";
import "./controls.css";

export type { MultiSelectOption } from "./multi-select-filter";

/**
 * A multiple choice from a list long enough to search. The chosen values stay in view as removable tags; a button
 * (named by the field's label) opens a panel with a filter box and a multi-selectable list (`ChoicePanel`), whose
 * Enter ticks or unticks the active option.
 */
export function MultiSelect<Value extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  labelledBy,
  emptyText,
  testId,
}: {
  options: readonly MultiSelectOption<Value>[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  placeholder: string;
  /** The id of the element that names the field (its label or legend). */
  labelledBy: string;
  /** Said when the filter text matches nothing. */
  emptyText: string;
  /** On the button that opens the list. */
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const summaryId = `${id}-summary`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");

  const chosen = new Set<Value>(value);
  const selectedOptions = value.map(
    (item) => options.find((option) => option.value === item) ?? { value: item, label: String(item) },
  );

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery("");
    if (refocus) trigger.current?.focus();
  };
  const toggle = (option: MultiSelectOption<Value>) =>
    onChange(chosen.has(option.value) ? value.filter((item) => item !== option.value) : [...value, option.value]);
  useOutsidePress(root, open, () => close(false));

  return (
    <div className="lite-select" ref={root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a larger target for the pointer; the keyboard uses the button inside */}
      <div
        className={`lite-select__field${open ? " lite-select__field--open" : ""}`}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(true);
        }}
      >
        {selectedOptions.map((option) => (
          <Tag
            key={option.value}
            className="lite-select__tag"
            onRemove={() => onChange(value.filter((item) => item !== option.value))}
            removeLabel={t("controls.remove", { name: option.label })}
          >
            {option.label}
          </Tag>
        ))}
        <button
          ref={trigger}
          type="button"
          className="lite-select__trigger"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-labelledby={`${labelledBy} ${summaryId}`}
          onClick={() => (open ? close(false) : setOpen(true))}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setOpen(true);
            }
          }}
          data-testid={testId}
        >
          <span id={summaryId} className={value.length > 0 ? "visually-hidden" : "lite-select__placeholder"}>
            {value.length > 0 ? t("controls.selected", { count: value.length }) : placeholder}
          </span>
          <DownIcon className="lite-select__arrow" />
        </button>
        {value.length > 0 && (
          <button
            type="button"
            className="lite-select__clear"
            aria-label={t("controls.clearAll")}
            onClick={() => onChange([])}
          >
            <ClearCircleIcon />
          </button>
        )}
      </div>
      {open && (
        <ChoicePanel
          id={id}
          labelledBy={labelledBy}
          options={filterOptions(options, query, i18n.language)}
          isChosen={(item) => chosen.has(item)}
          onPick={toggle}
          query={query}
          onQuery={setQuery}
          onClose={close}
          root={root}
          multiple
          emptyText={emptyText}
        />
      )}
    </div>
  );
}
