import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { WEB_ROUTES, type WebRouteKey } from "@school/contracts";
import { escapeHtml } from "./rich-text.js";

/** What the web build lists per route (web/build/route-preloads.ts); read as data, the server imports no web code. */
type Files = { scripts: string[]; styles: string[] };
type RoutePreloads = { pages: Partial<Record<string, Files>>; layouts: Partial<Record<string, Files>> };

const ROUTE_PRELOADS_FILE = join(".vite", "route-preloads.json");

/**
 * `/guest-catalog/info/:courseId` → a pattern matching the whole path, a parameter being one segment, captured under
 * its name.
 */
function routePattern(path: string): RegExp {
  const segments = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)));
  return new RegExp(`^${segments.join("/")}/?$`);
}

/** The screen a path opens and the values of its path's parameters. */
export type ScreenRoute = { key: WebRouteKey; params: Record<string, string> };

export type WebShell = {
  /** The screen `path` opens; undefined for a path that names no screen. */
  routeOf(path: string): ScreenRoute | undefined;
  /**
   * The page of a screen (index.html as it is for none), with the picture the screen shows largest, when named,
   * preloaded at high priority: the browser fetches it beside the scripts instead of once they have drawn it
   * (decision 0123).
   */
  pageFor(route: ScreenRoute | undefined, largestImage?: string | null): string;
};

/** A table's own entry: a route key may be a name every object inherits ("constructor"). */
const entryOf = (table: Partial<Record<string, Files>>, key: string): Files =>
  (Object.hasOwn(table, key) ? table[key] : undefined) ?? { scripts: [], styles: [] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page's inline scripts: the build's import map (decision 0173), which names every file of the build. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy's sources for the page's inline scripts, each by its hash: the import map that lets a
 * file keep its name while the files it imports change (decision 0173). Nothing else inline runs.
 */
export function inlineScriptSources(webDist: string): string[] {
  const file = join(webDist, "index.html");
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/** The links that start a route's files downloading beside the entry, less those the page names already. */
function linksFor(files: Files, html: string): string {
  const named = html.replace(INLINE_SCRIPT, "");
  const scripts = files.scripts.filter((file) => !named.includes(`"${file}"`));
  const styles = files.styles.filter((file) => !named.includes(`"${file}"`));
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join("");
}

/**
 * The web app's page (index.html) for a screen's path, naming that screen's own code (decision 0106): the build
 * lists each route's chunks and style sheets, and the page of a route carries them as `modulepreload` and
 * stylesheet links, so the browser fetches them beside the entry instead of once the entry has run and asked. The
 * entry itself imports no screen, so a route downloads only its own. A path that names no route (a 404, on its way
 * to /error) and a build without the list get index.html as it is. Every page is built once, at start; only the
 * picture a request's screen shows largest is added per request.
 */
export function loadWebShell(webDist: string): WebShell {
  const html = readFileSync(join(webDist, "index.html"), "utf8");
  const patterns = WEB_ROUTES.map((route) => ({ key: route.key, pattern: routePattern(route.path) }));
  const routeOf = (path: string): ScreenRoute | undefined => {
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(path);
      if (match) return { key, params: { ...match.groups } };
    }
    return undefined;
  };
  const listFile = join(webDist, ROUTE_PRELOADS_FILE);
  const preloads: RoutePreloads | null = existsSync(listFile) ? JSON.parse(readFileSync(listFile, "utf8")) : null;
  const pages = new Map<WebRouteKey, string>(
    preloads === null
      ? []
      : WEB_ROUTES.map((route) => {
          const layout = entryOf(preloads.layouts, route.layout);
          const page = entryOf(preloads.pages, route.key);
          const files = {
            scripts: [...new Set([...layout.scripts, ...page.scripts])],
            styles: [...new Set([...layout.styles, ...page.styles])],
          };
          return [route.key, html.replace("</head>", `${linksFor(files, html)}</head>`)];
        }),
  );
  return {
    routeOf,
    pageFor(route, largestImage) {
      const page = (route && pages.get(route.key)) ?? html;
      if (!largestImage) return page;
      const link = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(largestImage)}">`;
      return page.replace("</head>", `${link}</head>`);
    },
  };
}
