import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { WarningCircleIcon } from "../../../ui/lite/icons";
import "../../../ui/lite/controls.css";

/** A list that could not load says so, with a retry, instead of looking empty. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="surface lite-result" role="alert" data-testid="load-failed">
      <WarningCircleIcon className="lite-result__icon" />
      <div className="lite-result__title">{errorText(error, t)}</div>
      <button type="button" className="lite-button" onClick={onRetry} data-testid="load-retry">
        {t("common.retry")}
      </button>
    </div>
  );
}
