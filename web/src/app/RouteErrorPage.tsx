import { WarningFilled } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Shown when a screen crashes or its code chunk fails to load (typically after a new release). Plain markup rather
 * than Ant Design's Result: it ships with the first screen, and Result brings its large illustrations along.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: "48px 32px", textAlign: "center" }}>
      <WarningFilled style={{ fontSize: 72, color: "#faad14" }} />
      <h1 style={{ margin: "24px 0 8px", fontSize: 24, fontWeight: 400, lineHeight: 1.33 }}>
        {t("errors.crashTitle")}
      </h1>
      <p style={{ margin: "0 0 24px", color: "rgba(0, 0, 0, 0.65)" }}>{t("errors.crashText")}</p>
      <Button type="primary" onClick={() => window.location.reload()} data-testid="reload-button">
        {t("common.reload")}
      </Button>
    </div>
  );
}
