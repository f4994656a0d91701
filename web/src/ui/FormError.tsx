import { Alert } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../api/error-text";

/**
 * A failed submit's message kept beside the form: the toast closes after two seconds, this stays until the
 * next attempt.
 */
export function FormError({ error, action }: { error: unknown; action?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(error, t)}
      action={action}
      style={{ marginBottom: 16 }}
      data-testid="form-error"
    />
  );
}
