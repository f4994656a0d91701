import { ERROR_STATUS } from "@school/contracts";
import type { TFunction } from "i18next";
import { runtimeKey } from "../ui/runtime-key";
import { isApiError } from "./api-error";

/** Codes with a translated text (`errors.code.<code>` in every catalogue); other codes show the server's words. */
export const TRANSLATED_ERROR_CODES = [...Object.keys(ERROR_STATUS), "network", "invalid_response"] as const;
const translated = new Set<string>(TRANSLATED_ERROR_CODES);

/** The text a toast or an inline alert shows for a failed call. */
export function errorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t("errors.generic");
  if (error.code === "rate_limited" && error.retryAfterSeconds !== null) {
    return t("errors.rateLimitedFor", { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  }
  const maxBytes = Number(error.fields.max_bytes);
  if (error.code === "payload_too_large" && maxBytes > 0) {
    return t("errors.fileTooLargeFor", { size: Number((maxBytes / (1024 * 1024)).toFixed(1)) });
  }
  if (translated.has(error.code)) return t(runtimeKey(`errors.code.${error.code}`));
  if (error.detail === "") return t("errors.generic");
  // The spec shows a bare server detail followed by '!'.
  return /[.!?]$/.test(error.detail) ? error.detail : `${error.detail}!`;
}
