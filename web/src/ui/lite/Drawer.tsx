import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { CloseIcon } from "./icons";

/**
 * A panel sliding in from the left over the page (the phone's menu): the browser's modal <dialog>, which keeps
 * focus inside, makes the page behind inert, shuts on Escape and gives focus back to what opened it. A click on the
 * dimmed page or the close button shuts it too.
 */
export function Drawer({
  open,
  onClose,
  title,
  label,
  children,
  "data-testid": testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape is the dialog's own key.
    <dialog
      ref={dialog}
      className="lite-drawer"
      aria-label={label}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
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
          <div className="lite-drawer__title">{title}</div>
        </div>
        {children}
      </div>
    </dialog>
  );
}
