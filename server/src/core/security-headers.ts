import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** Content-Security-Policy for the web app: nothing inline but Ant Design's generated styles and the build's import map. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  // The app's service worker, /sw.js (decision 0175); named so a later change of script-src cannot drop it unseen.
  workerSrc: ["'self'"],
  // Players of the hosts a video link may name (VIDEO_LINK_HOSTS, decision 0062): YouTube's privacy-enhanced embed
  // and Vimeo's player, nothing else; an uploaded video plays from 'self' (media-src falls back to default-src).
  frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Runs helmet once against a recording response, so its headers are computed at start-up, not per request. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, () => undefined);
  return headers;
}

const API_HEADER_NAMES = [
  "x-content-type-options",
  "strict-transport-security",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-resource-policy",
];

/**
 * Pages and assets get the full set, including the strict CSP; JSON answers only the headers that matter for data
 * (no sniffing, HSTS, no framing, no referrer leak): a CSP on JSON protects nothing and costs bytes on every call.
 * Requests are upgraded to https only when the platform is served over https: on a plain-http host (a school's
 * LAN server) the upgrade would send every script to a port nobody listens on and the app would never load.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    apiPrefix: string;
    https: boolean;
    /** The hashes of the web app's inline scripts (its import map, decision 0173), the only inline code allowed. */
    inlineScripts?: readonly string[];
  },
): void {
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...(options.inlineScripts ?? [])],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
  const apiHeaders = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => API_HEADER_NAMES.includes(name)),
  );
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith(options.apiPrefix) ? apiHeaders : documentHeaders);
    done();
  });
}
