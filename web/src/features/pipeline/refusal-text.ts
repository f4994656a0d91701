import type { TFunction } from "i18next";
import { isApiError } from "../../api/api-error";
import { errorText } from "../../api/error-text";

/** A refused move: the interface's words, then the server's reason (which names both statuses). */
export function refusalText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === "conflict") return `${t("pipeline.refused")} ${error.detail}`;
  return errorText(error, t);
}
