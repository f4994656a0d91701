import { timeZoneList } from "@school/contracts";

type Option<Value> = { value: Value; label: string };

/** The offered values, with the stored one added when it is not among them (set through the API, say). */
const withCurrent = <Value extends number | string>(values: readonly Value[], current: Value) =>
  values.includes(current) ? [...values] : [...values, current].sort();

/** The notice periods the spec's dropdown offers (`cancelTime`, `transferTime`: index, time), in hours. */
export function noticeOptions(
  offered: readonly number[],
  current: number,
  label: (hours: number) => string,
): Option<number>[] {
  return withCurrent(offered, current)
    .sort((a, b) => a - b)
    .map((hours) => ({ value: hours, label: label(hours) }));
}

const QUARTER_HOURS = Array.from({ length: 24 * 4 }, (_, index) => index * 15);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Work hours by the quarter hour; only the end may be midnight at the day's close (24:00). */
export function clockOptions(current: string, isEnd: boolean): Option<string>[] {
  const times = QUARTER_HOURS.map(clock).filter((time) => isEnd || time !== "24:00");
  if (isEnd) times.push("24:00");
  return withCurrent(times, current).map((time) => ({ value: time, label: time }));
}

/** The offset a zone has now, as a person reads it beside the zone's name ("GMT+5"). */
function offsetOf(zone: string, now: Date): string {
  const part = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(now)
    .find((item) => item.type === "timeZoneName");
  return part?.value ?? "";
}

/** The IANA zones the server accepts, labelled with their current offset; searching matches either. */
export function timeZoneOptions(current: string): Option<string>[] {
  const now = new Date();
  return withCurrent(timeZoneList(), current).map((zone) => ({
    value: zone,
    label: `${zone} (${offsetOf(zone, now)})`,
  }));
}
