import type { TFunction } from "i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";

/** A refusal the server explains in words (e.g. an entry still used by a program) is shown in those words. */
export function apiDetailText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.detail !== "" && error.status >= 400 && error.status < 500) {
    return /[.!?]$/.test(error.detail) ? error.detail : `${error.detail}!`;
  }
  return errorText(error, t);
}
