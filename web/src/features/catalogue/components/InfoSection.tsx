import { type ReactNode, useId } from "react";

/** One card of the page under its heading (h2: the program's title is the page's h1). */
export function InfoSection({
  title,
  children,
  "data-testid": testId,
}: {
  title: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const headingId = useId();
  return (
    <section className="surface course-info__section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="course-info__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
