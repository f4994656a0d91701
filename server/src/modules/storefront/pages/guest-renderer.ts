import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AccessClaims, UiLanguage } from "@school/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";

/**
 * The web build's server bundle (web/src/ssr/entry-server.tsx, built into dist-ssr/ beside the browser's dist/) as
 * the server sees it: read as a built file, like the route preloads list, so the server's code imports no web code.
 */
type GuestRendererModule = {
  renderGuestPage(input: RenderInput, calls: ApiCalls): Promise<RenderedPage | undefined>;
  /** The signed-in screens (decision 0176): a build made before them (a benchmark's "before") has neither. */
  renderSignedInPage?(input: SignedInRenderInput, calls: ApiCalls): Promise<DrawnSignedInPage | undefined>;
  loadSignedInScreens?(): Promise<void>;
};

/** How a render's API calls reach the app that asked for the page. */
type ApiCalls = (url: string, init: RequestInit, hostname: string) => Promise<Response>;

export type RenderInput = { url: string; hostname: string; language: UiLanguage; phone: boolean };

export type RenderedPage = {
  routeKey: string;
  /** 404: the page's data was not found; 503: it could not be read (the page is not served). */
  status: 200 | 404 | 503;
  html: string;
  complete: boolean;
  state: unknown;
  data: { school: unknown; program: unknown; catalogue: unknown; verification?: unknown };
};

/** A signed-in screen's input (decision 0176): the claims of the access token its calls carry. */
export type SignedInRenderInput = RenderInput & { claims: AccessClaims };

export type DrawnSignedInPage = {
  routeKey: string;
  /** 503: a call failed (the database, the API): the page is not served drawn. */
  status: 200 | 503;
  html: string;
  /** Ant Design's rules for what was drawn, as <style> elements. */
  styles: string;
  complete: boolean;
  state: unknown;
};

export type GuestRenderer = {
  /**
   * `address` is the visitor's: the render's API calls carry it, so a call limited per address (a certificate's
   * verification, decision 0163) counts the visitor, not the server.
   */
  render(input: RenderInput, address?: string): Promise<RenderedPage | undefined>;
  /**
   * Draws each guest screen once, its result thrown away, so the bundle's chunks are loaded before a visitor's
   * first page (loading them took seconds on a busy machine, past the time limit) and its lazy parts resolved; the
   * signed-in screens' code is loaded too (decision 0176).
   */
  warmUp(urls: readonly string[]): Promise<void>;
  /**
   * A signed-in user's screen (decision 0176), its calls carrying `access`, the token made for this drawing alone;
   * undefined for a path that is not a screen of the main layout their role may open.
   */
  renderSignedIn(
    input: SignedInRenderInput,
    session: { access: string; address: string },
  ): Promise<DrawnSignedInPage | undefined>;
};

export const SERVER_BUNDLE = join("..", "dist-ssr", "entry-server.js");

/**
 * The renderer of the build at `webDist`, or null for a build without the server bundle (the pages are then served
 * as the bare shell, as before decision 0145). The bundle's API calls are answered by this very app in-process
 * (`inject`): the same routes, validation, school scoping and guest cache as a browser's calls, without a socket.
 */
export async function loadGuestRenderer(app: FastifyInstance, webDist: string): Promise<GuestRenderer | null> {
  const file = join(webDist, SERVER_BUNDLE);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as GuestRendererModule;
  // The visitor's address travels in each render's own `calls`, not in an AsyncLocalStorage: running one turns on
  // promise hooks that cost every promise of the process, every API request's included (decision 0145).
  const callsFrom =
    (address: string | undefined, access?: string): ApiCalls =>
    async (url, init, hostname) => {
      const headers: Record<string, string> = { ...Object.fromEntries(new Headers(init.headers)), host: hostname };
      if (access !== undefined) headers.authorization = `Bearer ${access}`;
      const answer = await app.inject({
        method: (init.method ?? "GET") as InjectOptions["method"],
        url,
        remoteAddress: address,
        headers,
        payload: typeof init.body === "string" ? init.body : undefined,
      });
      return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
      });
    };
  return {
    render: (input, address) => bundle.renderGuestPage(input, callsFrom(address)),
    renderSignedIn: async (input, { access, address }) =>
      bundle.renderSignedInPage?.(input, callsFrom(address, access)),
    async warmUp(urls) {
      for (const url of urls) {
        // The platform's own address: a single-school install (the demo) draws its school there.
        await bundle
          .renderGuestPage({ url, hostname: "localhost", language: "ru", phone: false }, callsFrom(undefined))
          .catch(() => {});
      }
      // Then the signed-in screens' code, once the guest pages (what a crawler asks for first) are ready.
      await bundle.loadSignedInScreens?.().catch(() => {});
    },
  };
}
