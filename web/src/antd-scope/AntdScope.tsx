import { uiLanguageByIndex } from "@school/contracts";
import { type ReactNode, Suspense } from "react";
import { readLanguageIndex } from "../features/language/ui-language";
import { preloadable } from "../ui/preloadable";

const loadProviders = () => import("./AntdProviders");
const AntdProviders = preloadable(() => loadProviders().then((module) => module.AntdProviders));

/**
 * Starts downloading Ant Design's providers and the current language's Ant Design texts, so a page that needs them
 * gets them beside its own chunk rather than after it.
 */
export function preloadAntd(): Promise<unknown> {
  return Promise.all([
    AntdProviders.preload(),
    loadProviders().then((module) => module.loadAntdLocale(uiLanguageByIndex(readLanguageIndex()))),
  ]);
}

/**
 * Every subtree drawn with Ant Design sits inside one of these (decision 0038): its theme and locale come with it,
 * in a chunk of their own, so the catalogue's first screen, drawn without Ant Design, never downloads them. Out of
 * app/: the layouts use it, and so do features for a part of a lite screen (a consultation's form, the onboarding
 * tour), and no feature imports the composition root; not in ui/ either, since it loads the language's texts.
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
