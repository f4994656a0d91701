import { join } from "node:path";
import type { AccessClaims, UiLanguage } from "@school/contracts";
import { scriptSafeJson } from "../../../core/script-json.js";
import type { RenderedPage } from "./guest-renderer.js";

/** Where the web app's page holds its screen, and the id the browser reads the drawn page's state from. */
const EMPTY_ROOT = '<div id="root"></div>';
const SERVED_STATE_ID = "served-state";

/**
 * The shell page (index.html with the screen's preloads) carrying a drawn screen: its markup in #root, its state
 * beside it for the hydration (web/src/ssr/served-page.ts reads it), the page's language on <html> and its head
 * (title, description, previews, structured data) in place of the shell's bare title.
 */
export function servedPage(input: {
  shellPage: string;
  drawn: Pick<RenderedPage, "html" | "state">;
  language: UiLanguage;
  /** Whether the visitor named the language (`pageLanguageNamed`): the browser keeps it as theirs (decision 0170). */
  named: boolean;
  phone: boolean;
  /**
   * A guest page's head, in place of the shell's title; a signed-in screen's (Ant Design's rules) after the title,
   * before the app's own sheets, as Ant Design puts its rules in the browser, so the app's rules win a tie.
   */
  head: string;
  /** The user a signed-in screen was drawn for (decision 0176): the browser hydrates it for them. */
  session?: { claims: AccessClaims };
}): string {
  const state = {
    language: input.language,
    named: input.named,
    phone: input.phone,
    queries: input.drawn.state,
    session: input.session,
  };
  const page = input.shellPage.replace(/<html lang="[a-z]*"/, () => `<html lang="${input.language}"`);
  return (
    input.session === undefined
      ? page.replace(/<title>[^<]*<\/title>/, () => input.head)
      : page.replace(/<\/title>/, () => `</title>${input.head}`)
  ).replace(
    EMPTY_ROOT,
    // A function, so `$&` or `$'` in a program's text is written as it is, not read as a pattern.
    () =>
      `<div id="root">${input.drawn.html}</div><script id="${SERVED_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
  );
}

/** A style sheet the build links a page to; only the build's own, by their hashed names. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * A drawn page with its style sheets' rules written into it (decision 0145): its first paint then waits for no
 * sheet (on a phone's link each was a round trip before the page could show). Each link stays, for print only, so
 * it never holds the paint, and so that the web app's chunk loader, which looks for a sheet's link before fetching
 * it, finds it there and does not fetch it again.
 */
export function withInlineStyles(page: string, sheet: (href: string) => string | null): string {
  return page.replace(STYLESHEET_LINK, (link, href: string) => {
    const rules = sheet(href);
    if (rules === null) return link;
    return `<style>${rules.replace(/<\/style/gi, "<\\/style")}</style><link rel="stylesheet" crossorigin href="${href}" media="print">`;
  });
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
const MODULE_PRELOAD =
  /<link rel="modulepreload" crossorigin(?: fetchpriority="\w+")? href="(\/assets\/[\w.-]+\.js)">/g;
/** The build's import map (decision 0173), inline in the shell. */
const IMPORT_MAP = /<script type="importmap">[\s\S]*?<\/script>\s*/;

/**
 * The build's files a drawn page starts from: the after-paint script, the import map's own file, if any, and the
 * files of library code only, each after those it imports (written by web/build/after-paint.ts to
 * `LIBRARY_CHUNKS_FILE`): the starter runs a page's ones a task apiece (decision 0177).
 */
export type AfterPaintFiles = { script: string; importMap: string | null; libraries: string[] };

/** Beside the build's route preloads; named as web/build/after-paint.ts writes it. */
export const LIBRARY_CHUNKS_FILE = join(".vite", "library-chunks.json");

/**
 * A drawn page's scripts start once it has painted (decision 0148): the page is readable without them, so its
 * module scripts and preloads are handed to the build's after-paint script, which fetches and runs them after the
 * page's load. On a phone's link they would otherwise share the line with the poster the page shows largest. The
 * import map goes the same way (its file named on the starter): 36 KB in the page that every first paint waited
 * for, which only the scripts read. A build without that script (`afterPaint` null) leaves the page's scripts as
 * they are.
 */
export function withScriptsAfterPaint(page: string, afterPaint: AfterPaintFiles | null): string {
  if (afterPaint === null) return page;
  const scripts = [...page.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (scripts.length === 0) return page;
  const importMap = afterPaint.importMap === null ? "" : ` data-import-map="${afterPaint.importMap}"`;
  const pageFiles = new Set([...scripts, ...preloads]);
  const libraries = afterPaint.libraries.filter((file) => pageFiles.has(file));
  // A classic script (it adds the import map, which no browser but the newest reads once a module has loaded),
  // deferred so that the page is parsed first.
  const starter = `<script defer src="${afterPaint.script}" data-after-paint${importMap} data-scripts="${scripts.join(" ")}" data-preloads="${preloads.join(" ")}" data-libraries="${libraries.join(" ")}"></script>`;
  const withoutScripts = page.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, "");
  const withoutMap = afterPaint.importMap === null ? withoutScripts : withoutScripts.replace(IMPORT_MAP, "");
  return withoutMap.replace("</head>", () => `${starter}</head>`);
}
