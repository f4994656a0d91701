import { type RefObject, useEffect, useEffectEvent } from "react";

/** While `open`, a press (mouse, pen or touch) outside `anchor` calls `onOutside`, leaving focus where it went. */
export function useOutsidePress(anchor: RefObject<HTMLElement | null>, open: boolean, onOutside: () => void): void {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!open) return;
    const press = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) outside();
    };
    document.addEventListener("pointerdown", press);
    return () => document.removeEventListener("pointerdown", press);
  }, [anchor, open]);
}
