import type { ReactNode } from "react";

/**
 * The page's one h1 (WCAG 1.3.1, 2.4.6), drawn at the size of a level-3 title as the design has it. Plain markup,
 * not Ant Design's Typography: the catalogue's first screen shows it (decision 0038).
 */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="page-heading">
      <h1 className="page-heading__title" data-testid="page-title">
        {title}
      </h1>
      {extra}
    </div>
  );
}
