import { API_PREFIX, type ContractMethod, type Endpoint, endpointPath, type PathParamName } from "@school/contracts";
import type { z } from "zod";
import { getAccessToken, refreshAccessToken } from "./access-token.store";
import { ApiError, readApiError } from "./api-error";
import { beginRequest, endRequest } from "./in-flight.store";

export type QueryValue = string | number | boolean | null | undefined;

type RequestOptions = {
  method: ContractMethod;
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Validates the answer; without it the call resolves to `undefined` (e.g. 204). */
  schema?: z.ZodType;
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

export type CallOptions<E extends Endpoint> = ParamsOption<E["path"]> &
  QueryOption<E["query"]> &
  BodyOption<E["body"]> &
  Pick<RequestOptions, "refreshOnUnauthorized" | "bearer" | "signal">;

/** Options may be left out only when the endpoint needs neither path values nor a body. */
type CallArguments<E extends Endpoint> = [PathParamName<E["path"]>] extends [never]
  ? E["body"] extends z.ZodType
    ? [options: CallOptions<E>]
    : [options?: CallOptions<E>]
  : [options: CallOptions<E>];

type Answer<E extends Endpoint> = E["response"] extends z.ZodType ? z.infer<E["response"]> : undefined;

/**
 * The single way the web app talks to the API: one endpoint of the contracts package, its path filled from
 * `params`, the answer checked against its response schema.
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<Answer<E>> {
  return callWith(endpoint, options, {}) as Promise<Answer<E>>;
}

/** A call that answers a file (an export): the same token, refresh and errors as `callEndpoint`, the body as a Blob. */
export function downloadEndpoint<E extends Endpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<Blob> {
  return callWith(endpoint, options, { blob: true }) as Promise<Blob>;
}

function callWith(endpoint: Endpoint, options: unknown, extra: Pick<RequestOptions, "blob">): Promise<unknown> {
  const call: Partial<CallOptions<Endpoint>> = (options as Partial<CallOptions<Endpoint>> | undefined) ?? {};
  return apiRequest(endpointPath(endpoint, call.params), {
    method: endpoint.method,
    query: call.query,
    body: call.body,
    schema: endpoint.response ?? undefined,
    refreshOnUnauthorized: call.refreshOnUnauthorized,
    bearer: call.bearer,
    signal: call.signal,
    ...extra,
  });
}

function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : "";
  return `${API_PREFIX}${path.replace(/^\//, "")}${suffix}`;
}

/** Bearer header, one refresh-and-retry on 401, global loader. */
async function apiRequest(path: string, options: RequestOptions): Promise<unknown> {
  const { refreshOnUnauthorized = true } = options;
  beginRequest();
  try {
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
    return options.blob ? await response.blob() : await parseBody(response, options.schema);
  } finally {
    endRequest();
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: "application/json" });
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(apiUrl(path, options.query), {
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

async function parseBody(response: Response, schema: z.ZodType | undefined): Promise<unknown> {
  if (schema === undefined || response.status === 204) return undefined;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error("Unexpected API answer", response.url, parsed.error.issues);
    throw new ApiError({ status: response.status, code: "invalid_response", detail: "" });
  }
  return parsed.data;
}

/**
 * A multipart upload with progress (fetch reports none): the endpoint's path and response schema as `callEndpoint`
 * uses them, the same bearer token and one refresh on 401. `onProgress` gets the share sent, 0 to 1.
 */
export async function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  options: {
    params: Record<PathParamName<E["path"]>, string | number>;
    body: FormData;
    onProgress: (share: number) => void;
  },
): Promise<Answer<E>> {
  const path = endpointPath(endpoint, options.params as Record<string, string | number>);
  const attempt = (token: string | null) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(endpoint.method, apiUrl(path));
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
    return (await parseBody(response, endpoint.response ?? undefined)) as Answer<E>;
  } finally {
    endRequest();
  }
}
