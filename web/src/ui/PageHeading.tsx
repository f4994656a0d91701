import { Typography } from "antd";
import type { ReactNode } from "react";

/** The page's one h1 (WCAG 1.3.1, 2.4.6), drawn at the size of a level-3 title as the design has it. */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="page-heading">
      <Typography.Title level={1} className="page-heading__title title-as-h3" data-testid="page-title">
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
