import type { TFunction } from "i18next";
import { isApiError } from "../../api/api-error";
import { errorText } from "../../api/error-text";

/** The school's rules speak with their numbers: how much notice, how many a month, which hours. */
export function scheduleErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === "notice_too_short")
    return t("schedule.errors.notice", { hours: error.fields.notice_hours ?? "" });
  if (isApiError(error) && error.code === "allowance_used")
    return t("schedule.errors.allowance", { count: Number(error.fields.allowance ?? 0) });
  if (isApiError(error) && error.code === "outside_work_time")
    return error.fields.work_hours
      ? t("schedule.errors.schoolHours", { hours: error.fields.work_hours })
      : t("schedule.errors.teacherTime", { date: error.fields.date ?? "" });
  return errorText(error, t);
}
