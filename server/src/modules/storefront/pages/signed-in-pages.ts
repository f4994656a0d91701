import { UI_LANGUAGES, WEB_ROUTES } from "@school/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageLanguage, pageLanguageNamed } from "../../../core/reader-language.js";
import { schoolForDomain } from "../../../core/tenancy/school-context.js";
import type { ScreenRoute, WebShell } from "../../../core/web-shell.js";
import type { Deps } from "../../../deps.js";
import { accessForPage, readPageCookie } from "../../auth/index.js";
import type { GuestRenderer } from "./guest-renderer.js";
import { isPhone } from "./phone.js";
import { type AfterPaintFiles, servedPage, withInlineStyles, withScriptsAfterPaint } from "./served-page.js";

/**
 * The signed-in screens the server draws: those of the main layout (the menu, the header and the screen). The root
 * is answered by the guest pages, which hand it here for a browser someone is signed in on (decision 0170).
 */
const DRAWN_ROUTES = WEB_ROUTES.filter((route) => route.layout === "main" && route.path !== "/");

/** A screen's page request: the request, its reply and the screen its address opens. */
type PageRequest = { request: FastifyRequest; reply: FastifyReply; route: ScreenRoute };

export type SignedInPages = {
  /** A signed-in screen's page: drawn for the page cookie's user, else the shell (the browser draws it). */
  serve(page: PageRequest): Promise<FastifyReply>;
};

/** What every signed-in page's request shares: the app's deps, the renderer and the build's files. */
type SignedInPagesContext = {
  deps: Deps;
  renderer: GuestRenderer | null;
  shell: WebShell;
  sheets: (href: string) => string | null;
  /** The build's after-paint starter and import map (decision 0148): a drawn screen's scripts start after it. */
  afterPaint: AfterPaintFiles | null;
};

/**
 * The signed-in screens' pages, drawn on the server for the user the page cookie names (decision 0176), as the guest
 * pages are for a visitor: the frame and the screen with its data paint before any script arrives, and the browser
 * hydrates them while its session is restored. Such a page is the user's alone: never kept by the server or a proxy;
 * only that user's browser keeps it, in the app's service worker, until they sign out (decision 0178). Whatever goes
 * wrong (no cookie, an ended session, the database, a slow drawing) the browser gets the shell, which draws the
 * screen itself as before.
 */
export function registerSignedInPages(app: FastifyInstance, context: SignedInPagesContext): SignedInPages {
  for (const webRoute of DRAWN_ROUTES) {
    app.get(webRoute.path, { schema: { hide: true } }, (request, reply) => {
      const route = { key: webRoute.key, params: { ...(request.params as Record<string, string>) } };
      return serveSignedInPage(context, { request, reply, route });
    });
  }
  return { serve: (page) => serveSignedInPage(context, page) };
}

const shellPage = ({ shell }: SignedInPagesContext, { reply, route }: PageRequest) =>
  reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(shell.pageFor(route));

async function serveSignedInPage(context: SignedInPagesContext, page: PageRequest) {
  const { request, reply, route } = page;
  // The answer depends on the cookie, whichever it turns out to be.
  reply.header("vary", "Cookie");
  const sealed = readPageCookie(request);
  const { renderer } = context;
  if (renderer === null || sealed === undefined) return shellPage(context, page);
  const started = performance.now();
  const drawn = await drawFor(context, { request, sealed, renderer }).catch((error: unknown) => {
    request.log.warn({ err: error }, "the signed-in page could not be drawn: the shell is served");
    return null;
  });
  if (drawn === null) return shellPage(context, page);
  const html = withInlineStyles(
    servedPage({
      // Its scripts start once it has painted, as a guest page's: its poster and its frame come first.
      shellPage: withScriptsAfterPaint(context.shell.pageFor(route), context.afterPaint),
      drawn: { html: drawn.page.html, state: drawn.page.state },
      language: drawn.language,
      named: drawn.named,
      phone: drawn.phone,
      session: { claims: drawn.claims },
      head: drawn.page.styles,
    }),
    context.sheets,
  );
  return (
    reply
      // The user's own page: kept by no one, asked for again on every visit.
      .header("cache-control", "private, no-store")
      .header("server-timing", `render;dur=${(performance.now() - started).toFixed(1)}`)
      .type("text/html; charset=utf-8")
      .send(html)
  );
}

/** The page drawn for the cookie's user within the time limit; null when the shell is served instead. */
async function drawFor(
  { deps }: SignedInPagesContext,
  { request, sealed, renderer }: { request: FastifyRequest; sealed: string; renderer: GuestRenderer },
) {
  const hostname = request.hostname.split(":")[0] ?? "";
  const schoolId = await schoolForDomain(deps, hostname);
  if (schoolId === null) return null;
  const session = await accessForPage(deps, { sealed, schoolId });
  if (session === null) return null;
  const { claims } = session;
  // The language this browser named (the address's `hl`, the cookie its switcher writes), else the one the user chose
  // in their profile, else the browser's own: the one the app keeps once it restores the session, the account
  // catching up with the browser's choice (decision 0190).
  const chosen = UI_LANGUAGES.find((language) => language === claims.language);
  const namedHere = pageLanguageNamed(request);
  const language = namedHere ? pageLanguage(request) : (chosen ?? pageLanguage(request));
  const named = namedHere || chosen !== undefined;
  const phone = isPhone(request);
  const page = await withinTimeLimit(
    renderer.renderSignedIn(
      { url: request.url, hostname, language, phone, claims },
      { access: session.access, address: request.ip },
    ),
    deps.env.GUEST_RENDER_TIME_LIMIT_MS,
  );
  if (page === undefined || page.status !== 200) return null;
  return { page, claims, language, named, phone };
}

/** The work's answer, or undefined once `limitMs` has passed (the work is left to finish unread). */
export async function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), limitMs);
  });
  const started = performance.now();
  try {
    const answer = await Promise.race([work, late]);
    // A drawing that finished within the same turn of the event loop as its limit passed is late all the same.
    return performance.now() - started > limitMs ? undefined : answer;
  } finally {
    clearTimeout(timer);
  }
}
