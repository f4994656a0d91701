import { useTranslation } from "react-i18next";
import { errorText } from "../api/error-text";
import { Button } from "./lite/Button";
import { WarningCircleIcon } from "./lite/icons/WarningCircleIcon";
import "./lite/controls.css";

/** A list that could not load says so, with a retry, instead of looking empty. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="surface lite-result" role="alert" data-testid="load-failed">
      <WarningCircleIcon className="lite-result__icon" />
      <div className="lite-result__title">{errorText(error, t)}</div>
      <Button onClick={onRetry} data-testid="load-retry">
        {t("common.retry")}
      </Button>
    </div>
  );
}
