import type { UiLanguage } from "@school/contracts";

/** A translation catalogue as its JSON file holds it. */
export type Catalogue = { [key: string]: string | Catalogue };

/** A catalogue as dotted keys (`record.fields.visa_ready`), the way t() names its texts. */
export function flatten(catalogue: Catalogue, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") into[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The interface's own texts of each language, the first screen's and the other screens' together. */
export const APP_CATALOGUES = {} as Record<UiLanguage, Catalogue>;
for (const [path, catalogue] of Object.entries(
  import.meta.glob<Catalogue>("./*/{first-screen,other-screens}.json", { eager: true, import: "default" }),
)) {
  const language = path.split("/")[1] as UiLanguage;
  APP_CATALOGUES[language] = { ...APP_CATALOGUES[language], ...catalogue };
}

/** The catalogues of each feature that loads its own texts (features/<feature>/locales/<language>.json). */
export const FEATURE_CATALOGUES: Record<string, Record<UiLanguage, Catalogue>> = {};
for (const [path, catalogue] of Object.entries(
  import.meta.glob<Catalogue>("../features/*/locales/*.json", { eager: true, import: "default" }),
)) {
  const [, feature, language] = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(path) ?? [];
  if (!feature || !language) continue;
  FEATURE_CATALOGUES[feature] ??= {} as Record<UiLanguage, Catalogue>;
  FEATURE_CATALOGUES[feature][language as UiLanguage] = catalogue;
}
