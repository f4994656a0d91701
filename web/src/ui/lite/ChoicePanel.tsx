import { Fragment, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "./icons/CheckIcon";
import { type MultiSelectOption, moveActive } from "./multi-select-filter";

/**
 * The panel a lite select opens (`MultiSelect`, `Select`), following WAI-ARIA's combobox pattern: the filter box is the
 * combobox and keeps the focus, the list is a listbox whose active option the arrow keys move
 * (aria-activedescendant); Enter picks the active option, Escape closes the panel and gives focus back to the field's
 * button, Tab leaves it. Mounted while open, so it opens with the first option active and an empty filter.
 */
export function ChoicePanel<Value extends string | number>({
  id,
  labelledBy,
  options,
  isChosen,
  onPick,
  query,
  onQuery,
  onClose,
  root,
  multiple,
  emptyText,
}: {
  /** The field's own id, from which the list's and the options' ids are made. */
  id: string;
  labelledBy: string;
  /** The options the filter leaves, in their order. */
  options: readonly MultiSelectOption<Value>[];
  isChosen: (value: Value) => boolean;
  onPick: (option: MultiSelectOption<Value>) => void;
  query: string;
  onQuery: (query: string) => void;
  /** `refocus` when the panel was closed from the keyboard, so focus goes back to the field. */
  onClose: (refocus: boolean) => void;
  /** The whole field: focus moving within it does not close the panel. */
  root: RefObject<HTMLElement | null>;
  multiple: boolean;
  /** Said when the filter text matches nothing. */
  emptyText: string;
}) {
  const { t } = useTranslation();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const list = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // A disabled option is shown but not picked, unless it is chosen already (then picking lets it go).
  const pick = (option: MultiSelectOption<Value>) => {
    if (!option.disabled || isChosen(option.value)) onPick(option);
  };

  useEffect(() => {
    list.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: "nearest" });
  });

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((from) => moveActive(from, event.key === "ArrowDown" ? 1 : -1, options.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === "Escape") {
      // The panel closes, not the drawer or dialog the field sits in.
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === "Tab") {
      onClose(false);
    }
  };

  return (
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
        aria-activedescendant={options[active] ? optionId(active) : undefined}
        aria-label={t("controls.filterList")}
        placeholder={t("controls.filterList")}
        value={query}
        onChange={(event) => {
          onQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onFilterKey}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget)) onClose(false);
        }}
      />
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-multiselectable={multiple || undefined}
        aria-labelledby={labelledBy}
      >
        {groupsOf(options).map(({ group, first, members }) => {
          const drawn = members.map((option, offset) => {
            const index = first + offset;
            const selected = isChosen(option.value);
            const disabled = Boolean(option.disabled) && !selected;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: focus stays in the filter box (aria-activedescendant), whose Enter picks the active option
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
                onClick={() => pick(option)}
                data-testid={option.testId}
                data-count={option.count}
              >
                {multiple && (
                  <span className="lite-select__check" aria-hidden>
                    {selected && <CheckIcon />}
                  </span>
                )}
                <span className="lite-select__label">{option.label}</span>{" "}
                {option.count !== undefined && <span className="lite-select__count">{option.count}</span>}
              </div>
            );
          });
          const headingId = `${id}-group-${first}`;
          if (group === undefined) return <Fragment key={headingId}>{drawn}</Fragment>;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (ARIA's), not a form's fieldset
            <div key={headingId} role="group" aria-labelledby={headingId}>
              <div id={headingId} className="lite-select__group" role="presentation">
                {group}
              </div>
              {drawn}
            </div>
          );
        })}
      </div>
      {options.length === 0 && <div className="lite-select__empty">{emptyText}</div>}
    </div>
  );
}

/** The options in runs of one group each (ungrouped options make runs of their own), with each run's first index. */
function groupsOf<Value extends string | number>(options: readonly MultiSelectOption<Value>[]) {
  const runs: { group: string | undefined; first: number; members: MultiSelectOption<Value>[] }[] = [];
  options.forEach((option, index) => {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.members.push(option);
    else runs.push({ group: option.group, first: index, members: [option] });
  });
  return runs;
}
