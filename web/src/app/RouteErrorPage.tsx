import { useTranslation } from "react-i18next";
import { Button } from "../ui/lite/Button";
import { WarningFilledIcon } from "../ui/lite/icons/WarningFilledIcon";

/**
 * Shown when a screen crashes or its code chunk fails to load (typically after a new release). Drawn without Ant
 * Design: it ships with the first screen, and it must show even when Ant Design's own chunk is what failed.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: "48px 32px", textAlign: "center" }}>
      <WarningFilledIcon style={{ fontSize: 72, color: "#faad14" }} />
      <h1 style={{ margin: "24px 0 8px", fontSize: 24, fontWeight: 400, lineHeight: 1.33 }}>
        {t("errors.crashTitle")}
      </h1>
      <p style={{ margin: "0 0 24px", color: "var(--lite-text-secondary)" }}>{t("errors.crashText")}</p>
      <Button look="primary" onClick={() => window.location.reload()} data-testid="reload-button">
        {t("common.reload")}
      </Button>
    </div>
  );
}
