import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { activateUpdate, registerServiceWorker } from "../service-worker";
import "./update-prompt.css";

/**
 * Registers the service worker once the signed-in frame has painted, and says when a new version is ready: "Reload"
 * lets the new build's worker take over and loads the page again (decision 0175). Until then the tab goes on with
 * the build it started with.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(() => registerServiceWorker(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t("app.updateReady")}</span>
      <Button
        look="primary"
        size="small"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void activateUpdate();
        }}
      >
        {t("app.updateReload")}
      </Button>
    </div>
  );
}
