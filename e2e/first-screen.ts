import { gzipSync } from "node:zlib";
import type { Browser, BrowserContextOptions } from "playwright-core";

/**
 * What a phone or a desktop may download of the web app's code (JS and CSS) to show the catalogue's first screen:
 * gzipped sizes, at the level the build writes its .gz files. Only the current language's texts belong to it, and
 * the parts a screen loads when asked (drawers, menus, toasts) do not. Decisions 0018, 0038 and 0039: the first screen
 * is drawn without Ant Design and downloads no zod; a program's page is held to the same (decision 0040). Decision
 * 0144 (the polyfill, the useSyncExternalStore shim, other screens' style rules and useQueries off it) reached
 * 150.8 KB for /guest-catalog, 146.3 KB for a program's page and 159.8 KB for /catalog, the same on both widths; the
 * budget keeps about 2 KB of room over /catalog, so that growth is a decision rather than a drift
 * (`npm run bench:first-screen` says what a screen is made of). Decision 0147: /catalog reached 162.6 KB (the
 * signed-in menu's conversations entry, the live channel's conversation events, the Buy button split into a
 * visitor's and a member's); the budget moves to 164 KB, the guest's screens unchanged. Decision 0175: /catalog reached 164.8 KB (the restore of a
 signed-in user's kept answers before the paint, the saving of them and the service worker's registration after the
 page's load, which this measure counts as it waits for the network to be quiet); the budget moves to 166 KB, under
 issue 51's 170 KB for a signed-in screen's script.
 */
export const FIRST_SCREEN_BUDGET_BYTES = { mobile: 166 * 1024, desktop: 166 * 1024 } as const;

export type Viewport = keyof typeof FIRST_SCREEN_BUDGET_BYTES;
export const VIEWPORTS: Record<Viewport, { width: number; height: number }> = {
  // Lighthouse's mobile profile (Moto G Power).
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
};

export type Chunk = { path: string; gzipBytes: number };
export type FirstScreen = { chunks: Chunk[]; gzipBytes: number; milliseconds: number };

/**
 * Opens `url` in a fresh context (empty cache) and waits until `readySelector` shows and the network has been quiet,
 * then sums the gzipped size of every script and stylesheet the app's origin sent.
 */
export async function measureFirstScreen(input: {
  browser: Browser;
  url: string;
  readySelector: string;
  viewport: Viewport;
  /** Cookies and local storage of a signed-in user (Playwright's storage state). */
  storageState?: BrowserContextOptions["storageState"];
}): Promise<FirstScreen> {
  const origin = new URL(input.url).origin;
  const context = await input.browser.newContext({
    viewport: VIEWPORTS[input.viewport],
    storageState: input.storageState,
  });
  try {
    const page = await context.newPage();
    const pending: Promise<Chunk | null>[] = [];
    // Each file once: the after-paint starter downloads a file, then its module takes it from the browser's cache,
    // a second answer of the same file (decision 0196).
    const answered = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname) || answered.has(url.pathname)) return;
      answered.add(url.pathname);
      pending.push(
        response
          .body()
          .then((body) => ({ path: url.pathname, gzipBytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    const started = performance.now();
    await page.goto(input.url);
    await page.locator(input.readySelector).first().waitFor({ timeout: 30_000 });
    const milliseconds = performance.now() - started;
    // The screen is the app's once its code and its language's texts have run (a drawn page shows its content before
    // either): on a busy machine the texts' request started more than a network-idle pause after the scripts arrived.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const chunks = (await Promise.all(pending))
      .filter((chunk): chunk is Chunk => chunk !== null)
      .sort((left, right) => right.gzipBytes - left.gzipBytes);
    return { chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), milliseconds };
  } finally {
    await context.close();
  }
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The screen's files, largest first, for a message or a report. */
export function describeChunks(chunks: readonly Chunk[], count = chunks.length): string {
  return chunks
    .slice(0, count)
    .map((chunk) => `${kilobytes(chunk.gzipBytes).padStart(9)}  ${chunk.path}`)
    .join("\n");
}
