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
 *
 * The modules are made ready and run in steps, one task each (decision 0177): once downloaded, the files are compiled
 * one by one, then the page's files of library code (`data-libraries`) run one by one, each after those it imports
 * (the server names them in that order), then the page's scripts. Run as one graph they held a phone's main thread
 * for 300 to 500 ms.
 */

/** Downloads started in one task. */
const DOWNLOADS_A_TASK = 8;

/** A poster that never finishes loading does not keep the page from being taken over for longer than this. */
const LONGEST_WAIT_MS = 3000;

const starter = document.querySelector<HTMLScriptElement>("script[data-after-paint]");
const listed = (value: string | undefined) => (value ?? "").split(" ").filter((address) => address !== "");

/**
 * A file downloaded into the browser's HTTP cache, as a module's request will ask for it (CORS, same-origin
 * credentials), read to its end so that the cache holds it whole. Not a `preload` link: a file preloaded as a classic
 * script is compiled on the main thread when a module takes it ("script type mismatch"), while a module read from the
 * cache is compiled beside the page, off the main thread (decision 0196).
 */
const downloaded = (address: string): Promise<unknown> =>
  fetch(address)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);

/** Settles once the module is compiled (or could not be: its import then reports why). */
function modulePreloaded(address: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = address;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Lets the browser paint and answer a tap before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The map in place (the CSP allows its text by its hash), before any module is asked for. */
async function addImportMap(address: string): Promise<void> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The page's import map ${address} answered ${response.status}`);
  const map = document.createElement("script");
  map.type = "importmap";
  map.textContent = await response.text();
  document.head.append(map);
}

/**
 * The browser's date and number formatting data, loaded while the app's files download: the first date formatter a
 * page makes costs a phone 100 to 200 ms (the next ones a millisecond), which the hydration's first list of dates
 * paid inside one render. Each made in a task of its own; the app makes its own formatters as it needs them. The
 * number formatter first: the first formatter of any kind loads the language's data (some 50 ms of a phone's 200,
 * measured with the CPU slowed 4×), so the date formatter's task is the shorter for it.
 */
async function warmFormatting(): Promise<void> {
  const locale = document.documentElement.lang || undefined;
  new Intl.NumberFormat(locale).format(0);
  await nextTask();
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", hour: "2-digit" }).format(0);
}

let started = false;
async function takeOver() {
  if (started || starter === null) return;
  started = true;
  const scripts = listed(starter.dataset.scripts);
  const files = [...scripts, ...listed(starter.dataset.preloads)];
  const formatting = nextTask().then(warmFormatting);
  const importMap = starter.dataset.importMap;
  // Everything downloads side by side at once (a module preload would wait for the import map), a few a task.
  const downloads = new Map<string, Promise<unknown>>();
  for (const [index, address] of files.entries()) {
    downloads.set(address, downloaded(address));
    if (index % DOWNLOADS_A_TASK === DOWNLOADS_A_TASK - 1) await nextTask();
  }
  if (importMap !== undefined) await addImportMap(importMap);
  // Then each is made a module once downloaded, in a task of its own: made together, they were compiled in one.
  for (const address of files) {
    await downloads.get(address);
    await modulePreloaded(address);
    await nextTask();
  }
  await formatting;
  for (const address of listed(starter.dataset.libraries)) {
    await import(address);
    await nextTask();
  }
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
