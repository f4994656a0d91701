import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";

/** A list that could not load says so, with a retry, instead of looking empty. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="surface" data-testid="load-failed">
      <Result
        status="warning"
        title={errorText(error, t)}
        extra={
          <Button onClick={onRetry} data-testid="load-retry">
            {t("common.retry")}
          </Button>
        }
      />
    </div>
  );
}
