import { ERROR_STATUS, type ErrorCode } from "@school/contracts";

/** The one error type services throw; only the HTTP error handler turns it into a status and body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * A file over its limit: 413 naming the limit in `fields.max_bytes`, so that the interface says how large a file this
 * call takes (a logo 2 MB, a video hundreds) instead of one figure for every upload.
 */
export function fileTooLarge(maxBytes: number): AppError {
  const megabytes = Number((maxBytes / (1024 * 1024)).toFixed(1));
  return new AppError("payload_too_large", `Please select a file that is less than ${megabytes} MB in size!`, {
    fields: { max_bytes: String(maxBytes) },
  });
}

export const notFound = (what = "Not found") => new AppError("not_found", what);
export const forbidden = (why = "You do not have permission to perform this action") => new AppError("forbidden", why);
