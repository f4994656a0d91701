import { Typography } from "antd";
import type { ReactNode } from "react";

export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="page-heading">
      <Typography.Title level={3} className="page-heading__title" data-testid="page-title">
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
