import { type ReactNode, useEffect, useRef, useState } from "react";

type Edges = { start: boolean; end: boolean };

/** Whether a box has more to show before or after what is in view, kept as it scrolls and as it or its content resizes. */
function useHiddenEdges() {
  const box = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);
  return { box, edges };
}

/**
 * A box that scrolls sideways when what it holds (a table, a switcher) is wider than a phone, instead of widening the
 * page. It says so: a shade on each side where more is hidden, so a cut column or option reads as "scroll", not as
 * missing. It takes the keyboard focus and is named, so a keyboard user can scroll it too: a scrolling box with nothing
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
  const { box, edges } = useHiddenEdges();
  return (
    <div
      className={className ? `scroll-region-frame ${className}` : "scroll-region-frame"}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard */}
      <section ref={box} className="scroll-region" tabIndex={0} aria-label={label}>
        {children}
      </section>
    </div>
  );
}
