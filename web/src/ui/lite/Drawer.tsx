import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { CloseIcon } from "./icons/CloseIcon";
import { closeOnBackdrop, useModalDialog } from "./use-modal-dialog";

/**
 * A panel over the dimmed page: from the start edge (the phone's menu) or from the bottom (the catalogue's filters
 * on a phone). It is the browser's modal <dialog>, which keeps focus inside, makes the page behind inert, shuts on
 * Escape and gives focus back to what opened it; the close button and a press on the dimmed page shut it too, and
 * the page beneath does not scroll meanwhile. While it slides in it is marked `lite-drawer--entering`, so tests and
 * axe wait for it to rest.
 */
export function Drawer({
  open,
  onClose,
  title,
  label,
  extra,
  placement = "start",
  children,
  "data-testid": testId,
}: {
  open: boolean;
  onClose: () => void;
  /** Shown at the top. Text is drawn as the dialog's heading and names it; anything else (a logo) needs `label`. */
  title: ReactNode;
  /** The dialog's accessible name when the title is not text. */
  label?: string;
  /** Actions beside the title (e.g. "Show 12 programmes"). */
  extra?: ReactNode;
  placement?: "start" | "end" | "bottom";
  children: ReactNode;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useModalDialog(open);
  const [entering, setEntering] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element === null || !open) return;
    // Without motion (prefers-reduced-motion) nothing runs, so the panel is at rest at once.
    const sliding = element.getAnimations({ subtree: true }).map((animation) => animation.finished);
    if (sliding.length === 0) return;
    setEntering(true);
    let current = true;
    Promise.allSettled(sliding).then(() => current && setEntering(false));
    return () => {
      current = false;
    };
  }, [open, dialog]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape is the dialog's own key.
    <dialog
      ref={dialog}
      className={`lite-drawer lite-drawer--${placement}${entering ? " lite-drawer--entering" : ""}`}
      aria-label={label}
      aria-labelledby={label === undefined ? titleId : undefined}
      data-testid={testId}
      onClose={onClose}
      onClick={closeOnBackdrop(onClose)}
    >
      <div className="lite-drawer__panel">
        <div className="lite-drawer__header">
          <Button
            look="text"
            size="small"
            icon={<CloseIcon style={{ fontSize: 16 }} />}
            aria-label={t("common.close")}
            onClick={onClose}
          />
          {label === undefined ? (
            <h2 id={titleId} className="lite-drawer__title lite-drawer__heading">
              {title}
            </h2>
          ) : (
            <div className="lite-drawer__title">{title}</div>
          )}
          {extra}
        </div>
        <div className="lite-drawer__body">{children}</div>
      </div>
    </dialog>
  );
}
