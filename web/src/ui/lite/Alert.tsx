import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons/CloseIcon";
import { WarningCircleIcon } from "./icons/WarningCircleIcon";
import "./controls.css";

/**
 * A notice read out as it appears (role "alert"): Ant Design's error or warning Alert in look, with a button that
 * closes it when `onClose` is given.
 */
export function Alert({
  children,
  onClose,
  testId,
  tone = "error",
}: {
  children: ReactNode;
  onClose?: () => void;
  testId?: string;
  /** Something went wrong (red), or something to heed (amber). */
  tone?: "error" | "warning";
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`lite-alert lite-alert--${tone}`} data-testid={testId}>
      <WarningCircleIcon className="lite-alert__icon" />
      <div className="lite-alert__message">{children}</div>
      {onClose && (
        <button type="button" className="lite-alert__close" aria-label={t("common.close")} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
