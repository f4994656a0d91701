import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { WEB_ROUTES, type WebRouteKey } from "@school/contracts";

/** What the build lists per route (web/build/route-preloads.ts), read as data. */
type Files = { scripts: string[]; styles: string[] };
type RoutePreloads = { pages: Partial<Record<string, Files>>; layouts: Partial<Record<string, Files>> };

/** What a route's page names before any of its code has run: its files and their gzipped weight. */
export type ScreenScript = { files: string[]; gzipBytes: number };

/** The gzipped weight of a built file, as the build's .gz beside it says (small files have none: gzipped here). */
export function gzipWeight(dist: string, path: string): number {
  const file = join(dist, path);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The script each route's page starts with, read from the build (no browser): the entry's scripts named by
 * index.html, the route's layout and its page with Ant Design's providers (`.vite/route-preloads.json`, decisions
 * 0106 and 0173). A screen the browser draws shows nothing before all of it has run.
 */
export function screenScripts(dist: string): Map<WebRouteKey, ScreenScript> {
  const preloads: RoutePreloads = JSON.parse(readFileSync(join(dist, ".vite/route-preloads.json"), "utf8"));
  const shell = readFileSync(join(dist, "index.html"), "utf8");
  const entry = [...shell.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return new Map(
    WEB_ROUTES.map((route) => {
      const files = [
        ...new Set([
          ...entry,
          ...(preloads.layouts[route.layout]?.scripts ?? []),
          ...(preloads.pages[route.key]?.scripts ?? []),
        ]),
      ];
      return [route.key, { files, gzipBytes: files.reduce((sum, file) => sum + gzipWeight(dist, file), 0) }];
    }),
  );
}
