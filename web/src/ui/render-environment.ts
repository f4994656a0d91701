/**
 * What a render knows of the page it draws, in the browser or on the server (decision 0145). In the browser the
 * address and the screen answer; on the server there is neither, and the server's entry (src/ssr/entry-server.tsx)
 * says instead: the host the request came to, and whether the request's browser is a phone (its User-Agent). The
 * browser hydrates on the server's assumption of a phone, then follows the screen's real width.
 */
type RenderEnvironment = {
  /** The host name the visitor opened (the school is found by it). */
  hostname: () => string;
  /** Whether the page is drawn for a phone before the real width is known: the server's render and the hydration. */
  assumedPhone: boolean;
  /** Whether a render now draws what the server draws: on the server, and in the browser while it hydrates. */
  drawingServerPage: boolean;
};

const environment: RenderEnvironment = {
  hostname: () => window.location.hostname,
  assumedPhone: false,
  drawingServerPage: false,
};

export const pageHostname = (): string => environment.hostname();

export const isAssumedPhone = (): boolean => environment.assumedPhone;

/** The server's entry (per request) and the browser's hydration (once, from the server's page) set these. */
export function setRenderEnvironment(values: Partial<RenderEnvironment>): void {
  Object.assign(environment, values);
}

/**
 * True while the page is drawn on the server and while the browser hydrates that drawing, false for any render the
 * browser makes on its own: read once, at a component's first render (`useState(isDrawingServerPage)`), so that what
 * the browser alone knows (its storage, say) waits until after and the hydration draws exactly what the server sent.
 * A flag rather than a store: React re-renders a store's reader synchronously once the hydration is done if its value
 * changed since (decision 0193).
 */
export const isDrawingServerPage = (): boolean => environment.drawingServerPage;
