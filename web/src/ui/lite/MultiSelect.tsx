import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "./icons/CheckIcon";
import { ClearCircleIcon } from "./icons/ClearCircleIcon";
import { DownIcon } from "./icons/DownIcon";
import { filterOptions, type MultiSelectOption, moveActive } from "./multi-select-filter";
import { Tag } from "./Tag";
import "./controls.css";

export type { MultiSelectOption } from "./multi-select-filter";

/**
 * A multiple choice from a list long enough to search. The chosen values stay in view as removable tags; a button
 * (named by the field's label) opens a panel with a filter box and the list. The panel follows WAI-ARIA's combobox
 * pattern: the filter box is the combobox, the list a multi-selectable listbox whose active option the arrow keys
 * move (aria-activedescendant) and Enter ticks or unticks; Escape closes it and gives focus back to the button.
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
  const listId = `${id}-list`;
  const summaryId = `${id}-summary`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);

  const chosen = new Set<Value>(value);
  const shown = filterOptions(options, query, i18n.language);
  const selectedOptions = value.map(
    (item) => options.find((option) => option.value === item) ?? { value: item, label: String(item) },
  );

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery("");
    if (refocus) trigger.current?.focus();
  };
  const toggle = (option: MultiSelectOption<Value>) => {
    if (option.disabled && !chosen.has(option.value)) return;
    onChange(chosen.has(option.value) ? value.filter((item) => item !== option.value) : [...value, option.value]);
  };

  // A press outside the field closes the panel, as leaving it by Tab does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  useEffect(() => {
    if (open) list.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: "nearest" });
  });

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((from) => moveActive(from, event.key === "ArrowDown" ? 1 : -1, shown.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = shown[active];
      if (option) toggle(option);
    } else if (event.key === "Escape") {
      // The panel closes, not the drawer or dialog the field sits in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  const openPanel = () => {
    setActive(0);
    setOpen(true);
  };

  return (
    <div className="lite-select" ref={root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a larger target for the pointer; the keyboard uses the button inside */}
      <div
        className={`lite-select__field${open ? " lite-select__field--open" : ""}`}
        onClick={(event) => {
          if (event.target === event.currentTarget) openPanel();
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
          onClick={() => (open ? close(false) : openPanel())}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              openPanel();
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
        <div className="lite-select__panel">
          <input
            // The panel opens for typing: focus goes to its filter box at once.
            // biome-ignore lint/a11y/noAutofocus: focus moves into the panel the person just opened
            autoFocus
            id={`${id}-filter`}
            className="lite-input lite-select__filter"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            aria-label={t("controls.filterList")}
            placeholder={t("controls.filterList")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onFilterKey}
            onBlur={(event) => {
              if (!root.current?.contains(event.relatedTarget)) close(false);
            }}
          />
          <div ref={list} id={listId} role="listbox" aria-multiselectable="true" aria-labelledby={labelledBy}>
            {shown.map((option, index) => {
              const selected = chosen.has(option.value);
              const disabled = Boolean(option.disabled) && !selected;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: focus stays in the filter box (aria-activedescendant), whose Enter ticks the active option
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={disabled || undefined}
                  className={`lite-select__option${index === active ? " lite-select__option--active" : ""}`}
                  // Focus stays in the filter box while the list is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => toggle(option)}
                  data-testid={option.testId}
                  data-count={option.count}
                >
                  <span className="lite-select__check" aria-hidden>
                    {selected && <CheckIcon />}
                  </span>
                  <span className="lite-select__label">{option.label}</span>{" "}
                  {option.count !== undefined && <span className="lite-select__count">{option.count}</span>}
                </div>
              );
            })}
          </div>
          {shown.length === 0 && <div className="lite-select__empty">{emptyText}</div>}
        </div>
      )}
    </div>
  );
}
