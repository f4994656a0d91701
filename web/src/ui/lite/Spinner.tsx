import { useTranslation } from "react-i18next";

/** A turning ring that says "Loading…" to screen readers. */
export function Spinner({ size = "large" }: { size?: "small" | "large" }) {
  const { t } = useTranslation();
  return (
    <span
      className={size === "small" ? "lite-spin lite-spin--small" : "lite-spin"}
      role="status"
      aria-label={t("common.loading")}
    />
  );
}
