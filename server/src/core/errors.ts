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

export const notFound = (what = "Not found") => new AppError("not_found", what);
export const forbidden = (why = "You do not have permission to perform this action") => new AppError("forbidden", why);
