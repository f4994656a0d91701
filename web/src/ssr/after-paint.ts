/**
 * The one script a page the server drew loads at once (decision 0148). The page is whole without scripts (its
 * markup, styles and poster), so the app's code waits until the page has loaded and painted: on a phone's link the
 * scripts (about 150 KB) would otherwise share the line with the poster the page shows largest, and its paint would
 * wait for them. The server moves the page's module scripts and preloads onto this script's `data-scripts` and
 * `data-preloads`; they are fetched side by side, then run in the page's order, and the app takes the page over.
 *
 * The page's import map (decision 0173) is not in the page either: `data-import-map` names it, fetched beside the
 * scripts and put in place before the first module is asked for. So this is a classic script, built on its own
 * (`build/after-paint.ts`): a browser reads no import map added after a module has begun to load (but for the
 * newest, which merge them).
 */

/** A poster that never finishes loading does not keep the page from being taken over for longer than this. */
const LONGEST_WAIT_MS = 3000;

const starter = document.querySelector<HTMLScriptElement>("script[data-after-paint]");
const listed = (value: string | undefined) => (value ?? "").split(" ").filter((address) => address !== "");

function linkTo(rel: "preload" | "modulepreload", address: string): void {
  const link = document.createElement("link");
  link.rel = rel;
  // As a module fetches it, so the module's request takes the preloaded answer.
  link.crossOrigin = "";
  if (rel === "preload") link.as = "script";
  link.href = address;
  document.head.append(link);
}

/** The map in place (the CSP allows its text by its hash), before any module is asked for. */
async function addImportMap(address: string): Promise<void> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The page's import map ${address} answered ${response.status}`);
  const map = document.createElement("script");
  map.type = "importmap";
  map.textContent = await response.text();
  document.head.append(map);
}

let started = false;
async function takeOver() {
  if (started || starter === null) return;
  started = true;
  const scripts = listed(starter.dataset.scripts);
  const files = [...scripts, ...listed(starter.dataset.preloads)];
  const importMap = starter.dataset.importMap;
  if (importMap !== undefined) {
    // The files download while the map does; only as modules must they wait for it.
    for (const address of files) linkTo("preload", address);
    await addImportMap(importMap);
  }
  for (const address of files) linkTo("modulepreload", address);
  for (const address of scripts) await import(address);
}

/** After the frame that paints the loaded page: the browser has then recorded its largest paint. */
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(takeOver, 0));

if (document.readyState === "complete") afterNextPaint();
else {
  addEventListener("load", afterNextPaint, { once: true });
  setTimeout(takeOver, LONGEST_WAIT_MS);
}

// A module to TypeScript, so its names stay its own (the build wraps them in a function).
export {};
