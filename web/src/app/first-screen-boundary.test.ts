import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_ROOTS, modulesFrom, SOURCE } from "../../build/first-screen-modules";
import { routeModules } from "../../build/route-preloads";
import otherScreensTexts from "../locales/en/other-screens.json";

/**
 * What never comes with the first screen: Ant Design and dayjs (its pickers' dates) come with an AntdScope's chunk
 * (decision 0038), zod with the screens whose forms validate with the contract's schemas (decision 0039).
 */
const FORBIDDEN = /^(antd|@ant-design\/|dayjs|zod$|zod\/)/;
/** Every Ant Design, dayjs or zod import reachable by static imports from the roots, with the chain that reaches it. */
function forbiddenImportsFrom(roots: readonly string[]): string[] {
  return [...modulesFrom(roots)]
    .filter(([specifier]) => FORBIDDEN.test(specifier))
    .map(([specifier, chain]) => `${chain.join(" → ")} → ${specifier}`);
}

/** The groups of texts that load with Ant Design's scope, not with the first screen (language-resources.ts). */
const OTHER_SCREENS_GROUPS = new Set(Object.keys(otherScreensTexts));
/**
 * A text's key written out (`"profile.title"`, `` `lessons.${name}` ``), named by its first segment; a permission
 * asked of `useCan` ("progress.read") is spelled alike and is not a text.
 */
const TEXT_KEY = /(?<!useCan\()["'`]((\w+)\.[\w.${}]+)/g;

/** Each key of another screen's texts that a module reachable from the roots names, with the module. */
function otherScreensKeysFrom(roots: readonly string[]): string[] {
  return [...modulesFrom(roots).keys()]
    .filter((file) => file.startsWith(SOURCE) && /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(TEXT_KEY)]
        .filter(([, , group]) => group !== undefined && OTHER_SCREENS_GROUPS.has(group))
        .map(([, key]) => `${relative(SOURCE, file)}: ${key}`),
    );
}

/**
 * The pages drawn without Ant Design (`bare` in `app/pages.tsx`, decisions 0038, 0181, 0183): no Ant Design's scope
 * brings them the other screens' texts, so they name only the first screen's and their features' own.
 */
const BARE_PAGES = (() => {
  const { pages, drawnWithAntd } = routeModules(readFileSync(resolve(SOURCE, "app/pages.tsx"), "utf8"));
  return Object.entries(pages)
    .filter(([key]) => !drawnWithAntd.has(key))
    .map(([, file]) => relative(SOURCE, file));
})();

describe("the first screen's boundary", () => {
  it("no module the first screen loads imports Ant Design, dayjs or zod, except through a lazy chunk", () => {
    expect(forbiddenImportsFrom(FIRST_SCREEN_ROOTS)).toEqual([]);
  });

  it("finds an Ant Design import where there is one (the scope's own providers)", () => {
    expect(forbiddenImportsFrom(["antd-scope/AntdProviders.tsx"])).toContain("antd-scope/AntdProviders.tsx → antd");
  });

  it("follows a name taken from @school/contracts to the module that declares it, and that module's zod", () => {
    // The sign-in form checks the e-mail with the contract's schema: a form screen, loaded after the first.
    expect(forbiddenImportsFrom(["features/auth/components/LoginForm.tsx"])).toContain(
      "features/auth/components/LoginForm.tsx → ../../contracts/src/auth.ts → zod",
    );
  });

  it("counts a constant taken from @school/contracts as its own module, not the schemas beside it", () => {
    expect(forbiddenImportsFrom(["features/catalogue/catalog-filters.ts"])).toEqual([]);
  });

  it("names only the first screen's texts, so it is drawn translated before the other screens' texts arrive", () => {
    expect(otherScreensKeysFrom(FIRST_SCREEN_ROOTS)).toEqual([]);
  });

  it("a page drawn without Ant Design imports none of it, nor names another screen's texts", () => {
    expect(BARE_PAGES).toEqual(expect.arrayContaining(["pages/MyCoursePage.tsx", "pages/LessonsPage.tsx"]));
    // A constant the sections take from the contracts' lessons module sits beside its schemas: the browser's build
    // keeps none of them (decision 0180), which this reading of the sources cannot tell, so zod is let through here.
    expect(forbiddenImportsFrom(BARE_PAGES).filter((chain) => !/ → zod$/.test(chain))).toEqual([]);
    expect(otherScreensKeysFrom(BARE_PAGES)).toEqual([]);
  });

  it("finds another screen's text where one is named (the profile form)", () => {
    expect(otherScreensKeysFrom(["features/profile/components/ProfileForm.tsx"])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^features\/profile\/components\/ProfileForm\.tsx: profile\./)]),
    );
  });
});
