import { type MouseEvent, useLayoutEffect, useRef } from "react";

/**
 * Shows a <dialog> as the browser's modal while `open`: focus kept inside, the page behind inert and not scrolling,
 * Escape shutting it (its `close` event). Shut again before React takes the element away, so the browser gives
 * focus back to what opened it.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null || !open) return;
    if (!element.open) element.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, [open]);
  return dialog;
}

/** A dialog's click handler that shuts it on a press on the dimmed page around it (the dialog's own box). */
export function closeOnBackdrop(onClose: () => void) {
  return (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
}
