import type { UiLanguage } from "@school/contracts";
import i18n from "i18next";

/**
 * Adds a feature's texts (`group.*`) in all three languages when the feature's code loads, so they travel in the
 * feature's own chunk rather than in the catalogue every first screen downloads, and a language switch finds them
 * too. Each feature's `texts.ts` calls this, and its entry points import that file for its effect.
 */
export function addFeatureTexts(group: string, texts: Record<UiLanguage, object>): void {
  for (const [language, catalogue] of Object.entries(texts)) {
    i18n.addResourceBundle(language, "translation", { [group]: catalogue }, true, true);
  }
}
