import type { ReactNode } from "react";

/**
 * A box that scrolls sideways when what it holds (a table, mostly) is wider than a phone, instead of widening the
 * page. It takes the keyboard focus and is named, so a keyboard user can scroll it too: a scrolling box with nothing
 * to focus in it is out of a keyboard's reach (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
    <section className={className ? `scroll-region ${className}` : "scroll-region"} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
