import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type CatalogCourseDetail,
  type CatalogPage,
  type GuestSchoolInfo,
  LANGUAGE_PARAM,
  SIGNED_IN_COOKIE,
  type UiLanguage,
  WEB_ROUTES,
} from "@school/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { matchesEtag, type PublicAnswer, PublicAnswers } from "../../../core/cache/public-answers.js";
import { type KeptForms, keptForm } from "../../../core/compression.js";
import { languageInAddress, pageLanguage, pageLanguageNamed } from "../../../core/reader-language.js";
import { resolveGuestSchool } from "../../../core/tenancy/school-context.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import type { ScreenRoute, WebShell } from "../../../core/web-shell.js";
import type { Deps } from "../../../deps.js";
import { originOfSchool, type StorefrontPage, storefrontHead } from "../seo/index.js";
import { type GuestRenderer, loadGuestRenderer, type RenderedPage } from "./guest-renderer.js";
import { isPhone } from "./phone.js";
import {
  type AfterPaintFiles,
  LIBRARY_CHUNKS_FILE,
  servedPage,
  withInlineStyles,
  withScriptsAfterPaint,
} from "./served-page.js";
import { registerSignedInPages, type SignedInPages, withinTimeLimit } from "./signed-in-pages.js";

/** A certificate's verification page: drawn for each visit, never kept (decision 0163). */
const UNKEPT_ROUTE = "verifyCertificate";

/**
 * The guest screens drawn on the server: every public screen of the guest layout (the school's home page, the
 * catalogue, a program).
 */
const DRAWN_ROUTES = WEB_ROUTES.filter((route) => route.layout === "guest" && route.roles === "public");

/**
 * The root is the school's home page for a visitor only (decision 0170): a browser someone is signed in on (its
 * `SIGNED_IN_COOKIE`) gets the signed-in screens' page there, drawn for its user when the page cookie names a live
 * session (decision 0176), and keeps going where it went before.
 */
const HOME_ROUTE = "schoolHome";
const SIGNED_IN_ROOT: ScreenRoute = { key: "programList", params: {} };

/**
 * An address a person or a link could hold: longer ones, or longer values, are refused before anything is read,
 * as the API refuses oversized parameters.
 */
const ADDRESS_LIMITS = { queryCharacters: 2048, valueCharacters: 256, parameters: 40 };

export type GuestPagesOptions = {
  webDist: string;
  shell: WebShell;
  /** The picture the screen shows largest, preloaded by the page (decision 0123). */
  largestImageOf: (request: FastifyRequest, route: ScreenRoute) => Promise<string | null>;
  /** Characters of HTML kept across schools; least recently used first out. */
  cacheCharacters?: number;
};

/**
 * The guest pages, drawn on the server in the visitor's language with their data embedded (decision 0145): found
 * by search engines and messengers that run no scripts, painted before the scripts arrive, then hydrated. A page is
 * kept per school, language, layout and address until the school's public data changes (the database notifies
 * every process, decision 0094), and carries an ETag. Whatever goes wrong (no school here, the database, a slow
 * render) the visitor gets the shell, which draws the page in the browser as before.
 */
export async function registerGuestPages(app: FastifyInstance, deps: Deps, options: GuestPagesOptions): Promise<void> {
  const renderer = await loadGuestRenderer(app, options.webDist);
  if (renderer === null) {
    app.log.warn("the web build has no server bundle (dist-ssr): guest pages are served as the bare shell");
  }
  if (renderer !== null) {
    // Once the app is ready to answer the renders' calls, and without holding its start up.
    app.addHook("onReady", async () => {
      setImmediate(() => void renderer.warmUp(DRAWN_ROUTES.map((route) => route.path.replace(":courseId", "1"))));
    });
  }
  const changes = deps.publicAnswers?.changes;
  const sheets = buildStyleSheets(options.webDist);
  const afterPaint = afterPaintFilesOf(options.webDist);
  const guest: GuestPages = {
    deps,
    options,
    renderer,
    // The signed-in screens are drawn by the same renderer, for the user the page cookie names (decision 0176).
    signedInPages: registerSignedInPages(app, { deps, renderer, shell: options.shell, sheets, afterPaint }),
    sheets,
    afterPaint,
    pages: changes ? new PublicAnswers(changes, options.cacheCharacters ?? 64 * 1024 * 1024) : null,
    keptForms: new WeakMap(),
  };
  for (const webRoute of DRAWN_ROUTES) {
    app.get(webRoute.path, { schema: { hide: true } }, (request, reply) =>
      serveGuestPage(guest, { request, reply, webRoute }),
    );
  }
}

/** What every guest page's request shares: the app's deps and options, the renderer, and the pages kept. */
type GuestPages = {
  deps: Deps;
  options: GuestPagesOptions;
  renderer: GuestRenderer | null;
  signedInPages: SignedInPages;
  sheets: (href: string) => string | null;
  /** The build's script that starts a drawn page's own once it has painted, and its import map; null without it. */
  afterPaint: AfterPaintFiles | null;
  pages: PublicAnswers | null;
  /** A kept page's bytes as sent, compressed or not, made on its first visits and dropped with it. */
  keptForms: WeakMap<PublicAnswer, KeptForms>;
};

type GuestRequest = { request: FastifyRequest; reply: FastifyReply };

/** The shell, which draws the page in the browser: what the visitor gets whenever the server does not draw it. */
async function shellPage(
  { options }: GuestPages,
  { request, reply, route, status = 200 }: GuestRequest & { route: ScreenRoute; status?: number },
) {
  const page = options.shell.pageFor(route, await options.largestImageOf(request, route));
  return reply.status(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
}

/** A guest page: kept, or drawn now; the shell where the school, the database or the drawing fails. */
async function serveGuestPage(
  guest: GuestPages,
  { request, reply, webRoute }: GuestRequest & { webRoute: (typeof DRAWN_ROUTES)[number] },
) {
  const { renderer, pages } = guest;
  const route: ScreenRoute = { key: webRoute.key, params: { ...(request.params as Record<string, string>) } };
  if (webRoute.key === HOME_ROUTE) {
    // Whoever opens the root, its answer depends on the cookie that says someone is signed in.
    reply.header("vary", "Cookie");
    if (signedIn(request)) return guest.signedInPages.serve({ request, reply, route: SIGNED_IN_ROOT });
  }
  if (!addressWithinLimits(request.url)) return shellPage(guest, { request, reply, route, status: 400 });
  if (renderer === null) return shellPage(guest, { request, reply, route });
  let schoolId: number | null;
  try {
    schoolId = await resolveGuestSchool(request, guest.deps);
  } catch (error) {
    request.log.warn({ err: error }, "the guest page's school could not be read: the shell is served");
    return shellPage(guest, { request, reply, route });
  }
  if (schoolId === null) return shellPage(guest, { request, reply, route });
  const page = {
    schoolId,
    language: pageLanguage(request),
    named: pageLanguageNamed(request),
    phone: isPhone(request),
    route,
    renderer,
  };
  const fromAddress = languageInAddress(request) !== null;
  const layout = page.phone ? "phone" : "wide";
  const key = `${schoolId}|${page.language}|${page.named ? "named" : ""}|${layout}|${normalizedAddress(request.url)}`;
  const cached = pages?.get(schoolId, key);
  const drawn = cached === undefined ? await drawPage(guest, { request, ...page, fromAddress, key }) : undefined;
  if (drawn === null) return shellPage(guest, { request, reply, route });
  const answer = cached ?? drawn!.answer;
  reply
    .status(drawn?.status ?? 200)
    .type("text/html; charset=utf-8")
    // Checked with the server on every visit (the page names the current scripts); a proxy may keep it while
    // the ETag holds. An address without its language varies by the visitor's cookie and browser.
    .header("cache-control", "public, no-cache")
    .header("vary", fromAddress && route.key !== HOME_ROUTE ? "User-Agent" : "Cookie, Accept-Language, User-Agent");
  // A page drawn for this request says how long drawing it took (its data, markup and head), for browsers'
  // developer tools and the benchmark (bench/ssr.ts); a kept page was not drawn.
  if (drawn) reply.header("server-timing", `render;dur=${drawn.drawnInMs.toFixed(1)}`);
  if (answer.etag) {
    reply.header("etag", answer.etag);
    if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
  }
  if (cached === undefined) return reply.send(answer.body);
  let forms = guest.keptForms.get(cached);
  if (forms === undefined) {
    forms = new Map();
    guest.keptForms.set(cached, forms);
  }
  const kept = await keptForm(request, cached.body, forms);
  reply.header("vary", `${String(reply.getHeader("vary"))}, Accept-Encoding`);
  if (kept.encoding !== "identity") reply.header("content-encoding", kept.encoding);
  return reply.send(kept.bytes);
}

/**
 * The page drawn now, within the time limit, with its head and styles, and kept when it may be; null when the
 * visitor gets the shell instead (the drawing failed or was late, or its head could not be made).
 */
async function drawPage(
  { deps, options, sheets, afterPaint, pages }: GuestPages,
  page: {
    request: FastifyRequest;
    renderer: GuestRenderer;
    route: ScreenRoute;
    schoolId: number;
    language: UiLanguage;
    named: boolean;
    phone: boolean;
    fromAddress: boolean;
    key: string;
  },
): Promise<{ answer: PublicAnswer | { body: string; etag: string }; status: number; drawnInMs: number } | null> {
  const { request, schoolId, language, named, phone, route } = page;
  const stamp = pages?.stamp() ?? 0;
  const started = performance.now();
  // The head's own read, made while the page draws (awaited only once it is drawn; a failure then gives the shell).
  const origin = originOfSchool(schoolScope(deps, schoolId));
  origin.catch(() => {});
  // How long a page may take to draw before the visitor gets the shell instead (the scripts then draw it).
  const drawn = await drawWithin(page.renderer, {
    timeLimitMs: deps.env.GUEST_RENDER_TIME_LIMIT_MS,
    input: { url: request.url, hostname: request.hostname.split(":")[0] ?? "", language, phone },
    address: request.ip,
  }).catch((error: unknown) => {
    request.log.warn({ err: error }, "the guest page could not be drawn: the shell is served");
    return undefined;
  });
  if (drawn === undefined || drawn === "unavailable") return null;
  let body: string;
  try {
    const shellPage = options.shell.pageFor(route, await options.largestImageOf(request, route));
    body = withInlineStyles(
      servedPage({
        shellPage: withScriptsAfterPaint(shellPage, afterPaint),
        drawn,
        language,
        named,
        phone,
        head: headOf({ origin: await origin, drawn, language, fromAddress: page.fromAddress, url: request.url }),
      }),
      sheets,
    );
  } catch (error) {
    request.log.warn({ err: error }, "the guest page's head could not be made: the shell is served");
    return null;
  }
  // A missing program is not kept (it may be published a minute later, and the 404 is cheap to draw again), nor a
  // page a part of which was left to the browser, nor a certificate's verification: a revocation shows at once, and
  // each visit is counted against the visitor's limit (decision 0163).
  const answer =
    pages && drawn.status === 200 && drawn.complete && drawn.routeKey !== UNKEPT_ROUTE
      ? pages.set({ schoolId, key: page.key, stamp, body })
      : { body, etag: "" };
  return { answer, status: drawn.status, drawnInMs: performance.now() - started };
}

/**
 * A page drawn within the time limit, or "unavailable" when its data could not be read (the database, the API):
 * a page drawn around a failure would show the failure to crawlers and be kept.
 */
async function drawWithin(
  renderer: GuestRenderer,
  {
    timeLimitMs,
    input,
    address,
  }: { timeLimitMs: number; input: Parameters<GuestRenderer["render"]>[0]; address: string },
): Promise<RenderedPage | "unavailable" | undefined> {
  const drawn = await withinTimeLimit(renderer.render(input, address), timeLimitMs);
  return drawn?.status === 503 ? "unavailable" : drawn;
}

function signedIn(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? "").split(";").some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
}

function addressWithinLimits(url: string): boolean {
  const query = url.split("?")[1] ?? "";
  if (query.length > ADDRESS_LIMITS.queryCharacters) return false;
  const parameters = [...new URLSearchParams(query).values()];
  return (
    parameters.length <= ADDRESS_LIMITS.parameters &&
    parameters.every((value) => value.length <= ADDRESS_LIMITS.valueCharacters)
  );
}

/** The address as a cache key: its path and its parameters in one order, the language's left out (it is keyed). */
function normalizedAddress(url: string): string {
  const [path, query = ""] = url.split("?");
  const search = new URLSearchParams(query);
  search.delete(LANGUAGE_PARAM);
  search.sort();
  return `${path}?${search.toString()}`;
}

/**
 * The page's head (decision 0143) from the answers it was drawn from: a program's, the catalogue's, or a missing
 * page's; a page drawn without its school's answer keeps the shell's title.
 */
function headOf(input: {
  origin: string;
  drawn: RenderedPage;
  language: UiLanguage;
  fromAddress: boolean;
  url: string;
}): string {
  const { drawn } = input;
  const school = drawn.data.school as GuestSchoolInfo | null;
  if (school === null) return "<title></title>";
  const page: StorefrontPage =
    drawn.routeKey === UNKEPT_ROUTE
      ? { kind: "verification" }
      : drawn.status === 404
        ? { kind: "notFound" }
        : drawn.routeKey === HOME_ROUTE
          ? { kind: "home" }
          : drawn.routeKey === "guestCourseInfo"
            ? { kind: "program", program: drawn.data.program as CatalogCourseDetail }
            : {
                kind: "catalogue",
                answer: drawn.data.catalogue as CatalogPage,
                search: new URLSearchParams(input.url.split("?")[1] ?? ""),
              };
  return storefrontHead({
    origin: input.origin,
    language: input.language,
    school,
    page,
    languageInAddress: input.fromAddress,
  }).html;
}

/** The build's style sheets by their address, read once each (their names change with their content). */
function buildStyleSheets(webDist: string): (href: string) => string | null {
  const read = new Map<string, string | null>();
  return (href) => {
    if (!read.has(href)) {
      const file = join(webDist, href);
      read.set(href, existsSync(file) ? readFileSync(file, "utf8") : null);
    }
    return read.get(href) ?? null;
  };
}

/**
 * The addresses of the build's after-paint script and import map (web/build/after-paint.ts, each named by its
 * content's hash) and its files of library code in the order they run; null in a build without the script.
 */
function afterPaintFilesOf(webDist: string): AfterPaintFiles | null {
  const assets = join(webDist, "assets");
  const files = existsSync(assets) ? readdirSync(assets) : [];
  const script = files.find((name) => /^after-paint-[\w-]+\.js$/.test(name));
  const importMap = files.find((name) => /^import-map-[\w-]+\.json$/.test(name));
  if (script === undefined) return null;
  const librariesFile = join(webDist, LIBRARY_CHUNKS_FILE);
  return {
    script: `/assets/${script}`,
    importMap: importMap === undefined ? null : `/assets/${importMap}`,
    libraries: existsSync(librariesFile) ? (JSON.parse(readFileSync(librariesFile, "utf8")) as string[]) : [],
  };
}
