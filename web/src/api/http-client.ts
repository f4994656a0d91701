import { API_PREFIX, type ContractMethod } from "@school/contracts";
import type { z } from "zod";
import { getAccessToken, refreshAccessToken } from "./access-token.store";
import { ApiError, readApiError } from "./api-error";
import { beginRequest, endRequest } from "./in-flight.store";

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<Schema extends z.ZodType> = {
  method?: ContractMethod;
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Validates the answer; without it the call resolves to `undefined` (e.g. 204). */
  schema?: Schema;
  /** Sign-in calls answer 401 for wrong credentials, which must not trigger a token refresh. */
  refreshOnUnauthorized?: boolean;
  /** Overrides the in-memory token: logout still needs the token it is about to forget. */
  bearer?: string | null;
  signal?: AbortSignal;
};

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : "";
  return `${API_PREFIX}${path.replace(/^\//, "")}${suffix}`;
}

/** The single way the web app talks to the API: bearer header, one refresh-and-retry on 401, global loader. */
export async function apiRequest<Schema extends z.ZodType = z.ZodUndefined>(
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
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
    return await parseBody(response, options.schema);
  } finally {
    endRequest();
  }
}

async function send(path: string, options: RequestOptions<z.ZodType>, token: string | null): Promise<Response> {
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
      method: options.method ?? "GET",
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

async function parseBody<Schema extends z.ZodType>(
  response: Response,
  schema: Schema | undefined,
): Promise<z.infer<Schema>> {
  if (schema === undefined || response.status === 204) return undefined as z.infer<Schema>;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error("Unexpected API answer", response.url, parsed.error.issues);
    throw new ApiError({ status: response.status, code: "invalid_response", detail: "" });
  }
  return parsed.data;
}
