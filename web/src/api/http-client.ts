import { API_PREFIX, type ContractMethod, endpointPath, type PathParamName } from "@school/contracts";
import type { EndpointOf, Route } from "@school/contracts/routes";
import i18n from "i18next";
import type { z } from "zod";
import { STORAGE_KEYS } from "../browser-storage/storage-keys";
import { getAccessToken, getTokenState, isDrawnForUser, refreshAccessToken } from "./access-token.store";
import { ApiError, readApiError } from "./api-error";
import { beginRequest, endRequest } from "./in-flight.store";

export type QueryValue = string | number | boolean | null | undefined;

type RequestOptions = {
  method: ContractMethod;
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Whether the call answers a body; without one it resolves to `undefined` (e.g. 204). */
  answers: boolean;
  /** Sign-in calls answer 401 for wrong credentials, which must not trigger a token refresh. */
  refreshOnUnauthorized?: boolean;
  /** Overrides the in-memory token: logout still needs the token it is about to forget. */
  bearer?: string | null;
  signal?: AbortSignal;
  /** The answer is a file: resolved as a Blob, not parsed. */
  blob?: boolean;
};

/** The query names the endpoint's schema declares; values go on the URL as text, empty ones left out. */
type QueryOption<Query> = Query extends z.ZodType
  ? { query?: { [Name in keyof z.output<Query>]?: QueryValue } }
  : { query?: undefined };
type ParamsOption<Path extends string> = [PathParamName<Path>] extends [never]
  ? string extends Path
    ? { params?: Record<string, string | number> }
    : { params?: undefined }
  : { params: Record<PathParamName<Path>, string | number> };
/** A JSON body as the endpoint's schema takes it; endpoints without one may send a multipart form. */
type BodyOption<Body> = Body extends z.ZodType ? { body: z.input<Body> } : { body?: FormData };

export type CallOptions<R extends Route> = ParamsOption<R["path"]> &
  QueryOption<EndpointOf<R>["query"]> &
  BodyOption<EndpointOf<R>["body"]> &
  Pick<RequestOptions, "refreshOnUnauthorized" | "bearer" | "signal">;

/** Options may be left out only when the endpoint needs neither path values nor a body. */
type CallArguments<R extends Route> = [PathParamName<R["path"]>] extends [never]
  ? EndpointOf<R>["body"] extends z.ZodType
    ? [options: CallOptions<R>]
    : [options?: CallOptions<R>]
  : [options: CallOptions<R>];

/** The answer as the endpoint's response schema types it; the server checks its answers against that schema. */
type Answer<R extends Route> = EndpointOf<R>["response"] extends z.ZodType
  ? z.output<EndpointOf<R>["response"]>
  : undefined;

/** The JSON body an endpoint takes, for the API modules that pass one through. */
export type BodyOf<R extends Route> = EndpointOf<R>["body"] extends z.ZodType ? z.input<EndpointOf<R>["body"]> : never;

/**
 * The single way the web app talks to the API: one route of `@school/contracts/routes` (an endpoint's method and
 * path, typed by the endpoint), its path filled from `params`. The answer is used as it arrives: the server checks
 * every answer against the endpoint's response schema in development and tests (decision 0039), so the browser
 * downloads no schema to check it again.
 */
export function callEndpoint<R extends Route>(route: R, ...[options]: CallArguments<R>): Promise<Answer<R>> {
  return callWith(route, options, {}) as Promise<Answer<R>>;
}

/** A call that answers a file (an export): the same token, refresh and errors as `callEndpoint`, the body as a Blob. */
export function downloadEndpoint<R extends Route>(route: R, ...[options]: CallArguments<R>): Promise<Blob> {
  return callWith(route, options, { blob: true }) as Promise<Blob>;
}

const answersBody = (route: Route) => route.noJsonAnswer !== true;

function callWith(route: Route, options: unknown, extra: Pick<RequestOptions, "blob">): Promise<unknown> {
  const call: Partial<CallOptions<Route>> = (options as Partial<CallOptions<Route>> | undefined) ?? {};
  return apiRequest(endpointPath(route, call.params), {
    method: route.method,
    query: call.query,
    body: call.body,
    answers: answersBody(route),
    refreshOnUnauthorized: call.refreshOnUnauthorized,
    bearer: call.bearer,
    signal: call.signal,
    ...extra,
  });
}

/** How a call travels: the browser's fetch; the server's render answers them in the server's own process. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server's entry (src/ssr/entry-server.tsx) sends the calls of its renders through the API in-process. */
export function sendApiCallsThrough(send: (url: string, init: RequestInit) => Promise<Response>): void {
  transport = send;
}

function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : "";
  return `${API_PREFIX}${path.replace(/^\//, "")}${suffix}`;
}

/** A signed-in user's data is kept in this browser (uData): their session is being restored, not absent. */
const hasStoredUser = () =>
  // The server's drawing of a page has no storage, and no session to wait for.
  typeof localStorage !== "undefined" && localStorage.getItem(STORAGE_KEYS.userData) !== null;

/** A signed-in user's session is being restored: this browser keeps their data, or the server drew the page for them. */
const restoringUsersSession = () => getTokenState().restoring && (hasStoredUser() || isDrawnForUser());

/** Bearer header, one refresh-and-retry on 401, global loader. */
async function apiRequest(path: string, options: RequestOptions): Promise<unknown> {
  const { refreshOnUnauthorized = true } = options;
  beginRequest();
  try {
    // A screen drawn while the session is restored (decision 0175) asks once the refresh call has answered.
    if (options.bearer === undefined && restoringUsersSession()) await refreshAccessToken();
    let response = await send(path, options, options.bearer !== undefined ? options.bearer : getAccessToken());
    const mayRefresh = refreshOnUnauthorized && options.bearer === undefined && getAccessToken() !== null;
    if (response.status === 401 && mayRefresh) {
      const error = await readApiError(response);
      // A wrong current password is a 401 too, but a fresh token would not make it right.
      if (error.code === "invalid_credentials") throw error;
      const renewed = await refreshAccessToken();
      if (renewed === null) throw error;
      response = await send(path, options, renewed);
    }
    if (!response.ok) throw await readApiError(response);
    return options.blob ? await response.blob() : await readBody(response, options.answers);
  } finally {
    endRequest();
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: "application/json" });
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  // The server names programs, lessons, lists and groups, and writes its texts, in the reader's language (decision
  // 0134); before the texts are loaded no language is chosen yet, and the server falls back to the account's.
  if (i18n.language) headers.set("X-Language", i18n.language);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  try {
    return await transport(apiUrl(path, options.query), {
      method: options.method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ status: 0, code: "network", detail: "" });
  }
}

async function readBody(response: Response, answers: boolean): Promise<unknown> {
  if (!answers || response.status === 204) return undefined;
  try {
    return await response.json();
  } catch (error) {
    // The caller gave up while the body came (a polled query whose key moved on, a page left): no bad answer.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // Not JSON (a proxy's error page): the same failure as before, never a half-read answer.
    console.error("Unexpected API answer", response.url);
    throw new ApiError({ status: response.status, code: "invalid_response", detail: "" });
  }
}

/**
 * A multipart upload with progress (fetch reports none): the route's path as `callEndpoint` uses it, the same bearer token and one refresh on 401. `onProgress` gets the share sent, 0 to 1.
 */
export async function uploadWithProgress<R extends Route>(
  route: R,
  options: {
    params: Record<PathParamName<R["path"]>, string | number>;
    body: FormData;
    onProgress: (share: number) => void;
  },
): Promise<Answer<R>> {
  const path = endpointPath(route, options.params as Record<string, string | number>);
  const attempt = (token: string | null) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(route.method, apiUrl(path));
      request.setRequestHeader("Accept", "application/json");
      if (token !== null) request.setRequestHeader("Authorization", `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress(event.loaded / event.total);
      };
      request.onload = () => resolve({ status: request.status, text: request.responseText });
      request.onerror = () => reject(new ApiError({ status: 0, code: "network", detail: "" }));
      request.send(options.body);
    });
  beginRequest();
  try {
    let answer = await attempt(getAccessToken());
    if (answer.status === 401 && getAccessToken() !== null) {
      const renewed = await refreshAccessToken();
      if (renewed !== null) answer = await attempt(renewed);
    }
    const response = new Response(answer.text || null, {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
    if (!response.ok) throw await readApiError(response);
    return (await readBody(response, answersBody(route))) as Answer<R>;
  } finally {
    endRequest();
  }
}
