import { WEB_ROUTES } from "@school/contracts";

/**
 * What the service worker does with a request (decision 0175): a hashed asset is answered from its cache (the name
 * changes with the content, so a kept copy is never stale); a navigation to a signed-in screen from the screen's
 * page it keeps, refreshed from the network for next time; anything else (guest pages drawn on the server, the
 * root, /api, /media, the worker itself) goes to the network untouched.
 */
export type WorkerRoute = { kind: "asset" } | { kind: "shell"; key: string } | { kind: "network" };

export type WorkerRequest = { method: string; mode: string; url: string };

const ASSETS_PREFIX = "/assets/";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The paths of the screens only a signed-in user opens. The root is left out: a visitor gets the school's home page
 * there, drawn on the server (decision 0170), so its page depends on who asks.
 */
export const SIGNED_IN_SCREENS: readonly RegExp[] = WEB_ROUTES.filter(
  (route) => route.roles !== "public" && route.path !== "/",
).map(
  (route) =>
    new RegExp(
      `^${route.path
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
        .join("/")}/?$`,
    ),
);

export function routeRequest(request: WorkerRequest, origin: string): WorkerRoute {
  if (request.method !== "GET") return { kind: "network" };
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: "network" };
  if (url.pathname.startsWith(ASSETS_PREFIX)) return { kind: "asset" };
  if (request.mode !== "navigate") return { kind: "network" };
  const screen = SIGNED_IN_SCREENS.some((pattern) => pattern.test(url.pathname));
  // The page does not depend on the address's query (a language named by `hl` is read by the scripts).
  return screen ? { kind: "shell", key: `${url.origin}${url.pathname}` } : { kind: "network" };
}

/** What the build tells the worker (`web/build/service-worker.ts`): its version, every asset, the frame's files. */
export type WorkerManifest = {
  /** Changes with any file of the build: a new worker, installed beside the old one, after each deploy. */
  version: string;
  /** Every hashed file under /assets of this build: what an older cache holds of them is taken over. */
  assets: string[];
  /** What every signed-in screen starts with: fetched when the worker installs. */
  frame: string[];
};

export const CACHE_PREFIX = "school-";
export const assetsCacheOf = (version: string) => `${CACHE_PREFIX}assets-${version}`;
export const shellsCacheOf = (version: string) => `${CACHE_PREFIX}shells-${version}`;
export const isShellsCache = (name: string) => name.startsWith(`${CACHE_PREFIX}shells-`);
export const isAssetsCache = (name: string) => name.startsWith(`${CACHE_PREFIX}assets-`);

/** The old caches an activated worker deletes: every one of this app's but its own two. */
export function cachesToDelete(names: readonly string[], version: string): string[] {
  const own = new Set([assetsCacheOf(version), shellsCacheOf(version)]);
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !own.has(name));
}
