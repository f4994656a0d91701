import { LOGIN_DATE_FORMAT } from "@school/contracts";
import dayjs from "dayjs";

/** Today's date as the spec stores the login date (tm_in). */
export function todayLoginDate(now: Date = new Date()): string {
  return dayjs(now).format(LOGIN_DATE_FORMAT);
}

/** Spec section 4: a stored login date (YYYY-MM-DD) other than today means the session has expired. */
export function isLoginStale(loginDate: string | null, today: string = todayLoginDate()): boolean {
  return loginDate !== null && loginDate !== today;
}
