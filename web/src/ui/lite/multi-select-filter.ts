/** A choice of a multiple select: its value, its visible name, and optionally a count shown beside it. */
export type MultiSelectOption<Value extends string | number> = {
  value: Value;
  label: string;
  count?: number;
  /** Shown but not choosable (e.g. a filter value with no programs behind it). */
  disabled?: boolean;
  testId?: string;
  /** The heading the option is listed under (a saved view's "Mine" or "Shared"); options of a group come together. */
  group?: string;
};

/**
 * The options whose name contains the typed text, ignoring case and surrounding spaces, in their order: "мил" finds
 * "Милан" and "Politecnico di Milano" is found by "milano".
 */
export function filterOptions<Value extends string | number>(
  options: readonly MultiSelectOption<Value>[],
  query: string,
  locale?: string,
): MultiSelectOption<Value>[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (needle === "") return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase(locale).includes(needle));
}

/** The next option the arrow keys land on, from `from` by `step`, wrapping at either end; -1 when there is none. */
export function moveActive(from: number, step: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (from < 0) return step === 1 ? 0 : length - 1;
  return (from + step + length) % length;
}
