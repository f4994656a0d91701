import i18n from "i18next";

/**
 * What an Ant Design icon says to a screen reader (decision 0137). The icons name themselves after their drawing in
 * English ("search", "close", "more", "down"), inside the library's own controls too, where no prop reaches them.
 * The build points every icon here instead (vite.config.ts, `antdIconLabels`): an icon that names an action gets the
 * action's name in the reader's language ("Іздеу"), a decorative one (an arrow of a select, a calendar beside a
 * date) is hidden from screen readers; a label or `aria-hidden` the app gives an icon is kept as given.
 */
export function iconAria(
  name: string,
  props: { "aria-label"?: string; "aria-labelledby"?: string; "aria-hidden"?: boolean | "true" | "false" },
): { "aria-label"?: string; "aria-hidden"?: true } {
  if (props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props["aria-hidden"] !== undefined)
    return {};
  const key = `iconNames.${name}`;
  return i18n.exists(key) ? { "aria-label": i18n.t(key as never) as string } : { "aria-hidden": true };
}
