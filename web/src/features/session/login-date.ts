/** Today's date in the browser's zone as the spec stores the login date (tm_in): YYYY-MM-DD. */
export function todayLoginDate(now: Date = new Date()): string {
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Spec section 4: a stored login date (YYYY-MM-DD) other than today means the session has expired. */
export function isLoginStale(loginDate: string | null, today: string = todayLoginDate()): boolean {
  return loginDate !== null && loginDate !== today;
}
