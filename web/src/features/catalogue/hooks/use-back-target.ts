import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

/**
 * Back to the very list (filters and page included) the program was opened from, named for that list, when known
 * (the catalogue and My programmes open the same page); else the page's own list.
 */
export function useBackTarget(fallback: { to: string; label: string }): { to: string; label: string } {
  const { t } = useTranslation();
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return fallback;
  const labels: Record<string, string> = {
    "/my-course": t("catalogue.info.backToMyCourses"),
    "/catalog": t("catalogue.info.backToCatalogue"),
    "/guest-catalog": t("catalogue.info.backToCatalogue"),
    "/": t("catalogue.info.backToProgramList"),
  };
  return { to: from, label: labels[from.split(/[?#]/)[0] ?? ""] ?? fallback.label };
}
