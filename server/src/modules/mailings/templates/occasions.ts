import type { GreetingOccasion } from "@school/contracts";

/**
 * Kurban Ait's first day, an official day off in Kazakhstan, by year (decision 0069). It follows the lunar calendar
 * (10 Dhu al-Hijjah) and moves about 11 days earlier each year; the Spiritual Administration of Muslims of
 * Kazakhstan announces the exact day, which may differ by a day from these projected dates: correct a row when it does.
 */
export const KURBAN_AIT: Readonly<Record<number, string>> = {
  2024: "06-16",
  2025: "06-06",
  2026: "05-27",
  2027: "05-16",
  2028: "05-05",
  2029: "04-24",
  2030: "04-13",
  2031: "04-02",
  2032: "03-22",
  2033: "03-11",
  2034: "03-01",
  2035: "02-18",
};

/** The holidays with a fixed day (MM-DD): Kazakhstan's public holidays and the two the spec adds (23 Feb, 8 March). */
export const FIXED_HOLIDAYS: Readonly<Partial<Record<GreetingOccasion, string>>> = {
  new_year: "01-01",
  defenders_day: "02-23",
  womens_day: "03-08",
  nauryz: "03-22",
  unity_day: "05-01",
  may_7: "05-07",
  victory_day: "05-09",
  capital_day: "07-06",
  constitution_day: "08-30",
  republic_day: "10-25",
  independence_day: "12-16",
};

/** The occasion's rule as the templates list shows it. */
export function occasionDate(key: string): string | null {
  if (key === "birthday") return "birthday";
  if (key === "kurban_ait") return "kurban_ait";
  return FIXED_HOLIDAYS[key as GreetingOccasion] ?? null;
}

/** The holidays that fall on a day (YYYY-MM-DD); birthdays are found per student. */
export function holidaysOn(day: string): GreetingOccasion[] {
  const monthDay = day.slice(5);
  const found = (Object.entries(FIXED_HOLIDAYS) as [GreetingOccasion, string][])
    .filter(([, date]) => date === monthDay)
    .map(([occasion]) => occasion);
  if (KURBAN_AIT[Number(day.slice(0, 4))] === monthDay) found.push("kurban_ait");
  return found;
}

/** The birth dates (MM-DD) greeted on a day: 29 February is greeted on 28 February in a common year. */
export function birthdaysGreetedOn(day: string): string[] {
  const year = Number(day.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDay = day.slice(5);
  return !leap && monthDay === "02-28" ? ["02-28", "02-29"] : [monthDay];
}
