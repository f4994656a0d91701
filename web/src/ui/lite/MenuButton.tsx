import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type ButtonLook, buttonClassName } from "./Button";
import { useOutsidePress } from "./use-outside-press";

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; danger?: boolean; type?: undefined }
  | { key: string; type: "separator" };

type Choice = Extract<MenuEntry, { type?: undefined }>;

/** Room kept between a menu and the window's edge on a phone. */
const EDGE_PX = 8;

/**
 * A button that opens a menu below it (WAI-ARIA's menu button pattern): Enter, Space or ArrowDown open it on the
 * first item (ArrowUp on the last), the arrows, Home and End move, Enter or Space picks, Escape shuts it and gives
 * focus back to the button, Tab leaves it; a click or tap outside shuts it too. With `selectedKey` its items are a
 * choice of one (menuitemradio, the chosen one checked).
 */
export function MenuButton({
  items,
  onSelect,
  selectedKey,
  align = "start",
  look = "text",
  icon,
  children,
  style,
  "data-testid": testId,
  "aria-label": ariaLabel,
}: {
  items: readonly MenuEntry[];
  onSelect: (key: string) => void;
  selectedKey?: string;
  /** Which edge of the button the menu lines up with. */
  align?: "start" | "end";
  look?: ButtonLook;
  icon?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  "data-testid"?: string;
  "aria-label"?: string;
}) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [shift, setShift] = useState(0);
  const choices = items.filter((item): item is Choice => item.type === undefined);

  const openAt = (index: number) => {
    setActive((index + choices.length) % choices.length);
    setShift(0);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const pick = (key: string) => {
    close(true);
    onSelect(key);
  };

  // Focus follows the active item while the menu is open.
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>("[data-menu-item]")[active]?.focus();
  }, [open, active]);

  // Kept inside the window: at 390 px a menu lined up with a button near the edge would stick out.
  useLayoutEffect(() => {
    if (!open || menu.current === null) return;
    const { left, right } = menu.current.getBoundingClientRect();
    const overflowRight = right - (document.documentElement.clientWidth - EDGE_PX);
    if (overflowRight > 0) setShift((current) => current - overflowRight);
    else if (left < EDGE_PX) setShift((current) => current + EDGE_PX - left);
  }, [open]);

  useOutsidePress(anchor, open, () => setOpen(false));

  const selectedIndex = Math.max(
    0,
    choices.findIndex((item) => item.key === selectedKey),
  );

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openAt(selectedKey === undefined ? 0 : selectedIndex);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt(choices.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: choices.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive((next + choices.length) % choices.length);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      setOpen(false);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const item = choices[active];
      if (item !== undefined) pick(item.key);
    }
  };

  return (
    <div className="lite-menu-anchor" ref={anchor}>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={buttonClassName({ look }, false)}
        style={style}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={() => (open ? close(false) : openAt(selectedKey === undefined ? 0 : selectedIndex))}
        onKeyDown={onButtonKey}
      >
        {icon}
        {children}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`lite-menu lite-menu--${align}`}
          style={shift === 0 ? undefined : { transform: `translateX(${shift}px)` }}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => {
            if (item.type === "separator") return <hr key={item.key} className="lite-menu__separator" />;
            const index = choices.indexOf(item);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the menu's own onKeyDown handles the keys of its items.
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-checked is set only on a menuitemradio.
              // biome-ignore lint/a11y/noStaticElementInteractions: its role, menuitem or menuitemradio, is interactive.
              <div
                key={item.key}
                role={selectedKey === undefined ? "menuitem" : "menuitemradio"}
                aria-checked={selectedKey === undefined ? undefined : item.key === selectedKey}
                tabIndex={-1}
                data-menu-item
                className={item.danger ? "lite-menu__item lite-menu__item--danger" : "lite-menu__item"}
                onClick={() => pick(item.key)}
                onPointerMove={() => index !== active && setActive(index)}
              >
                {item.icon}
                {item.label}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
