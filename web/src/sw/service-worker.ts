/**
 * The app's service worker (decision 0175), built on its own as /sw.js by `web/build/service-worker.ts`, which
 * writes the build's manifest before this code. It keeps the app's hashed files and the signed-in screens' pages as
 * the server drew them for the user signed in (decisions 0176, 0178), never an answer of the API. The app forgets the
 * pages when that user signs out, when the session does not come back, or when another user signs in
 * (`keepPagesOf`, features/session/kept-answers.ts).
 */
import {
  assetsCacheOf,
  cachesToDelete,
  isAssetsCache,
  isShellsCache,
  routeRequest,
  shellsCacheOf,
  type WorkerManifest,
} from "./routing";

// The worker's own globals, which the app's DOM typings do not describe.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};

declare const __SW_MANIFEST__: WorkerManifest;
const worker = self as unknown as WorkerScope;
const manifest = __SW_MANIFEST__;
const ASSETS = assetsCacheOf(manifest.version);
const SHELLS = shellsCacheOf(manifest.version);

/**
 * A new build's worker: what an older cache holds of this build's files is taken over (unchanged names, unchanged
 * content), the frame's other files are downloaded, and the signed-in pages the older worker kept are asked again,
 * naming the new files. It then waits for the page's "Reload" (or for every tab to close).
 */
async function install(): Promise<void> {
  const cache = await caches.open(ASSETS);
  const wanted = new Set(manifest.assets);
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const names = await caches.keys();
  for (const name of names.filter((candidate) => isAssetsCache(candidate) && candidate !== ASSETS)) {
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = new URL(request.url).pathname;
      if (!wanted.has(path) || held.has(path)) continue;
      const response = await old.match(request);
      if (response === undefined) continue;
      await cache.put(request, response);
      held.add(path);
    }
  }
  await Promise.all(
    manifest.frame
      .filter((path) => !held.has(path))
      .map(async (path) => {
        const response = await fetch(path);
        if (!response.ok) throw new Error(`sw: ${path} answered ${response.status}`);
        await cache.put(path, response);
      }),
  );
  const shells = await caches.open(SHELLS);
  for (const name of names.filter((candidate) => isShellsCache(candidate) && candidate !== SHELLS)) {
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const response = await screenPage(request.url).catch(() => null);
      if (response !== null && keepable(response)) await shells.put(request.url, response);
    }
  }
}

async function activate(): Promise<void> {
  await Promise.all(cachesToDelete(await caches.keys(), manifest.version).map((name) => caches.delete(name)));
  await worker.clients.claim();
}

/**
 * A screen's page as the server answers it now: drawn for the user its page cookie names, or the shell without one.
 * Never from the browser's HTTP cache (a drawn page is `no-store` there anyway).
 */
const screenPage = (url: string) => fetch(url, { cache: "no-cache" });

/** A screen's page worth keeping: the platform's own HTML, not a redirect or an error. */
const keepable = (response: Response) =>
  response.ok &&
  response.type === "basic" &&
  !response.redirected &&
  (response.headers.get("content-type") ?? "").startsWith("text/html");

/** This build's files, opened once per run of the worker rather than for each of a screen's dozens of requests. */
let assets: Promise<Cache> | null = null;

/** A hashed file never changes under its name: the kept copy, else the network's, kept. */
async function cacheFirst(request: Request): Promise<Response> {
  assets ??= caches.open(ASSETS);
  const cache = await assets;
  // The server varies compressed files by Accept-Encoding; the decoded content is the same either way. (The lookup
  // is by the exact address, which the cache's index answers; a file's name has no query to ignore.)
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept !== undefined) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

/**
 * The screen's kept page at once, drawn with the user's data of the last visit, and the page asked again for next
 * time (stale-while-revalidate): the app hydrates the kept page and asks again at once for what has aged (decision
 * 0178). With none kept yet, the network's page, a copy of it kept.
 */
async function shell(event: FetchEvent, key: string): Promise<Response> {
  const cache = await caches.open(SHELLS);
  const kept = await cache.match(key, { ignoreVary: true });
  const keep = async (response: Response) => {
    if (keepable(response)) await cache.put(key, response);
  };
  if (kept !== undefined) {
    event.waitUntil(
      screenPage(event.request.url)
        .then(keep)
        .catch(() => undefined),
    );
    return kept;
  }
  const fresh = fetch(event.request);
  // Copied before the page reads the body: this reaction is the answer's first.
  const copy = fresh.then((response) => response.clone());
  event.waitUntil(copy.then(keep).catch(() => undefined));
  return fresh;
}

worker.addEventListener("install", (event) => event.waitUntil(install()));
worker.addEventListener("activate", (event) => event.waitUntil(activate()));
worker.addEventListener("message", (event) => {
  if (event.data === "activate-update") event.waitUntil(worker.skipWaiting());
});
worker.addEventListener("fetch", (event) => {
  const route = routeRequest(event.request, worker.location.origin);
  if (route.kind === "asset") event.respondWith(cacheFirst(event.request));
  else if (route.kind === "shell") event.respondWith(shell(event, route.key));
});
