import type { ErrorCode } from "@school/contracts";

/** Codes the client adds for failures that never reached a server answer. */
export type ClientErrorCode = "network" | "invalid_response";

/** Every failed call ends as one of these: the server's `{detail, code, fields}` or a client-side failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | string;
  readonly detail: string;
  readonly fields: Record<string, string>;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  readonly retryAfterSeconds: number | null;

  constructor(input: {
    status: number;
    code: string;
    detail: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number | null;
  }) {
    super(input.detail);
    this.name = "ApiError";
    this.status = input.status;
    this.code = input.code;
    this.detail = input.detail;
    this.fields = input.fields ?? {};
    this.retryAfterSeconds = input.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ErrorBodyShape = { detail?: unknown; message?: unknown; code?: unknown; fields?: unknown };

/** Reads whatever error body the server sent; the spec prefers `message`, then `detail`. */
export async function readApiError(response: Response): Promise<ApiError> {
  let body: ErrorBodyShape = {};
  try {
    body = (await response.json()) as ErrorBodyShape;
  } catch {
    // A proxy or a crashed server may answer with HTML or nothing; the status alone still tells a story.
  }
  const text = typeof body.message === "string" ? body.message : typeof body.detail === "string" ? body.detail : "";
  const retryAfter = Number(response.headers.get("Retry-After"));
  return new ApiError({
    status: response.status,
    code: typeof body.code === "string" ? body.code : codeForBareStatus(response.status),
    detail: text,
    fields: isStringRecord(body.fields) ? body.fields : {},
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  });
}

/** Without a JSON code, a gateway error means the API itself could not be reached (down or restarting). */
function codeForBareStatus(status: number): string {
  return status === 502 || status === 503 || status === 504 ? "network" : `http_${status}`;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item === "string");
}
