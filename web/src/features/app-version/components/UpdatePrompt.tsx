import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import "./update-prompt.css";

/** The waiting worker takes over and the page loads again from it. */
async function activateUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  waiting.postMessage("activate-update");
}

/**
 * Says that a new version is ready: "Reload" lets the new build's worker take over and loads the page again
 * (decision 0175). Until then the tab goes on with the build it started with.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
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
