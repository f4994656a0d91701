import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type ButtonLook, buttonClassName } from "./Button";
import { useOutsidePress } from "./use-outside-press";

/**
 * A button that opens a small panel below it (a non-modal dialog named by its title): focus moves into the panel,
 * Escape shuts it and gives focus back to the button, a press outside shuts it.
 */
export function Popover({
  title,
  content,
  look = "default",
  align = "end",
  icon,
  children,
  "aria-label": ariaLabel,
  "data-testid": testId,
}: {
  title: ReactNode;
  content: ReactNode;
  look?: ButtonLook;
  /** Which edge of the button the panel lines up with (on a phone it spans the screen under the header). */
  align?: "start" | "end";
  icon?: ReactNode;
  children?: ReactNode;
  "aria-label"?: string;
  "data-testid"?: string;
}) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useOutsidePress(anchor, open, () => setOpen(false));
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  return (
    <div className="lite-menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className={buttonClassName({ look }, children === undefined)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {children}
      </button>
      {open && (
        <div
          ref={panel}
          id={id}
          role="dialog"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className={align === "start" ? "lite-popover lite-popover--start" : "lite-popover"}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            button.current?.focus();
          }}
        >
          <div id={`${id}-title`} className="lite-popover__title">
            {title}
          </div>
          {content}
        </div>
      )}
    </div>
  );
}
