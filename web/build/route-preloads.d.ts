import type { Plugin } from "vite";
/** Where the build writes each route's chunks; a dot folder, so the static server never serves it. */
export declare const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";
/** What the server adds to a route's page: its layout's and its page's code and styles (decision 0106), Ant Design's
 * providers' with a page drawn with it (decision 0173). */
export type RoutePreloads = {
  pages: Record<
    string,
    {
      scripts: string[];
      styles: string[];
    }
  >;
  layouts: Record<
    string,
    {
      scripts: string[];
      styles: string[];
    }
  >;
};
/**
 * The page module of every route key and the module of every layout, read from `app/pages.tsx`'s loaders (the one
 * place that names them; a bundler needs each `import()` written out), and the keys of the pages drawn with Ant
 * Design (`withAntd`). `route-preloads.test.ts` holds it to WEB_ROUTES, so a loader written another way fails there
 * rather than losing its preloads.
 */
export declare function routeModules(pagesSource: string): {
  pages: Record<string, string>;
  layouts: Record<string, string>;
  drawnWithAntd: Set<string>;
};
/**
 * Writes `route-preloads.json`: for every route key and layout, the chunks and style sheets its screen starts with.
 * The server's SPA shell names them in the page it answers, so a screen's code downloads beside the entry instead
 * of after the entry has run, and no route downloads another route's screen.
 */
export declare function routePreloads(): Plugin;
