import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** Shown when a screen crashes or its code chunk fails to load (typically after a new release). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t("errors.crashTitle")}
      subTitle={t("errors.crashText")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()} data-testid="reload-button">
          {t("common.reload")}
        </Button>
      }
    />
  );
}
