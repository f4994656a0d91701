import { Card, Typography } from "antd";
import type { ReactNode } from "react";

/** The card every sign-in and recovery screen sits in; its title is the page's h1. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card className="auth-card" variant="borderless">
      <Typography.Title
        level={1}
        className="title-as-h3"
        style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }}
        data-testid="page-title"
      >
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}
