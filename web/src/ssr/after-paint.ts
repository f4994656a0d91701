/**
 * The one script a page the server drew loads at once (decision 0148). The page is whole without scripts (its
 * markup, styles and poster), so the app's code waits until the page has loaded and painted: on a phone's link the
 * scripts (about 150 KB) would otherwise share the line with the poster the page shows largest, and its paint would
 * wait for them. The server moves the page's module scripts and preloads onto this script's `data-scripts` and
 * `data-preloads`; they are fetched side by side, then run in the page's order, and the app takes the page over.
 */

/** A poster that never finishes loading does not keep the page from being taken over for longer than this. */
const LONGEST_WAIT_MS = 3000;

const starter = document.querySelector<HTMLScriptElement>("script[data-after-paint]");
const listed = (value: string | undefined) => (value ?? "").split(" ").filter((address) => address !== "");

let started = false;
async function takeOver() {
  if (started || starter === null) return;
  started = true;
  const scripts = listed(starter.dataset.scripts);
  for (const address of [...scripts, ...listed(starter.dataset.preloads)]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = address;
    document.head.append(link);
  }
  for (const address of scripts) await import(/* @vite-ignore */ address);
}

/** After the frame that paints the loaded page: the browser has then recorded its largest paint. */
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(takeOver, 0));

if (document.readyState === "complete") afterNextPaint();
else {
  addEventListener("load", afterNextPaint, { once: true });
  setTimeout(takeOver, LONGEST_WAIT_MS);
}

// A module, so its names stay its own.
export {};
