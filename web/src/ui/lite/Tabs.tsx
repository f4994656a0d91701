import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { moveActive } from "./multi-select-filter";
import "./controls.css";

export type TabItem<Key extends string> = { key: Key; label: ReactNode; testId?: string };

/**
 * Tabs in a column beside their one panel (WAI-ARIA's tabs pattern, activation follows focus): the arrow keys, Home
 * and End move between the tabs and choose the one they land on; Tab goes on into the panel. Only the chosen tab's
 * content is drawn, given as `children`.
 */
export function Tabs<Key extends string>({
  items,
  activeKey,
  onChange,
  label,
  className,
  children,
}: {
  items: readonly TabItem<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  /** The tab list's name for a screen reader. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: Key) => `${id}-tab-${key}`;
  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    onChange(item.key);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(item.key)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const from = items.findIndex((item) => item.key === activeKey);
    const to =
      event.key === "ArrowDown"
        ? moveActive(from, 1, items.length)
        : event.key === "ArrowUp"
          ? moveActive(from, -1, items.length)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? items.length - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <div className={className ? `lite-tabs ${className}` : "lite-tabs"}>
      <div
        ref={list}
        role="tablist"
        aria-orientation="vertical"
        aria-label={label}
        className="lite-tabs__list"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="lite-tabs__tab"
              onClick={() => onChange(item.key)}
              data-testid={item.testId}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(activeKey)} className="lite-tabs__panel">
        {children}
      </div>
    </div>
  );
}
