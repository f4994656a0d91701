import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons";
import "./controls.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel sliding up from the bottom of a phone's screen over a dimmed page (the catalogue's filters): a modal dialog (role="dialog",
 * aria-modal) named by its title. Focus moves into it when it opens, stays in it (Tab wraps), and goes back to what
 * opened it when it closes; Escape, the close button and a press on the dimmed page close it; the page beneath does
 * not scroll meanwhile.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  extra,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Actions beside the title (e.g. "Show 12 programmes"). */
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Marked while it slides in, so tests and axe wait for it to rest (harness: classes with "-enter").
  const [entering, setEntering] = useState(true);

  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    panel.current?.focus();
    setEntering(true);
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  useEffect(() => {
    // Without motion (prefers-reduced-motion) no animation runs, and so none ends.
    if (open && panel.current?.getAnimations().length === 0) setEntering(false);
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="lite-sheet">
      <div className="lite-sheet__mask" onClick={onClose} aria-hidden />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`lite-sheet__panel${entering ? " lite-sheet__panel--entering" : ""}`}
        onKeyDown={onKeyDown}
        onAnimationEnd={(event) => {
          if (event.target === panel.current) setEntering(false);
        }}
        data-testid={testId}
      >
        <div className="lite-sheet__header">
          <button type="button" className="lite-sheet__close" aria-label={t("common.close")} onClick={onClose}>
            <CloseIcon />
          </button>
          <h2 id={titleId} className="lite-sheet__title">
            {title}
          </h2>
          {extra}
        </div>
        <div className="lite-sheet__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
