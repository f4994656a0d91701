import "./controls.css";

/**
 * A grey placeholder that shimmers while content loads: a title bar and `rows` lines, the last one shorter, as Ant
 * Design's Skeleton draws it. Hidden from assistive technology; the region it stands in says it is busy.
 */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="lite-skeleton" aria-hidden>
      <div className="lite-skeleton__bar lite-skeleton__title" />
      <div className="lite-skeleton__rows">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical bars, never reordered
          <div key={index} className="lite-skeleton__bar" />
        ))}
      </div>
    </div>
  );
}

/** One bar the size of a control (a small input by default), for a field whose choices are still loading. */
export function SkeletonBar({ height = 24 }: { height?: number }) {
  return <div className="lite-skeleton lite-skeleton__bar" style={{ height }} aria-hidden />;
}
