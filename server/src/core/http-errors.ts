import type { ApiErrorBody } from "@school/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseUnavailableCause, isDataException } from "./db-errors.js";
import { AppError } from "./errors.js";

/** Fastify's own error codes that reach users, with the status and code we answer them with. */
const FASTIFY_ERRORS: Record<string, Pick<ApiErrorBody, "code" | "detail">> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", detail: "Request body is too large" },
  // Our upload readers stop at their own limit and name it (`fileTooLarge`); this is the plugin's fallback.
  FST_REQ_FILE_TOO_LARGE: { code: "payload_too_large", detail: "The file is too large" },
  FST_FILES_LIMIT: { code: "payload_too_large", detail: "Too many files" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", detail: "Unsupported content type" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: "unsupported_media_type", detail: "Expected multipart/form-data" },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "bad_request",
    detail: "Body cannot be empty when content-type is application/json",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_request", detail: "Body is not valid JSON" },
};

/** A few seconds: the pool tries afresh on the next call, so a client may retry as soon as the database is back. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The only place that knows HTTP error shapes: `{detail, code, fields?}`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        fields[path || error.validationContext || "body"] = issue.message ?? "Invalid value";
      }
      return reply.status(400).send(body("validation_failed", "Check the data: some fields are invalid", fields));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known)
      return reply
        .status(known.code === "bad_request" ? 400 : statusOf(known.code))
        .send(body(known.code, known.detail));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body("bad_request", error.message));
    }
    if (isDataException(error)) {
      // The edge validation should have refused this value; answering 400 keeps bad input from ever being a 500,
      // and the warning shows which field's schema needs a bound.
      request.log.warn(
        { method: request.method, url: request.url, reason: error.message },
        "value refused by the database",
      );
      return reply.status(400).send(body("validation_failed", "Check the data: a value is out of range or malformed"));
    }
    const outage = databaseUnavailableCause(error);
    if (outage) {
      // An outage fails every request alike: one line each, without a stack that would only point into the driver.
      request.log.warn({ method: request.method, url: request.url, reason: outage.message }, "database unavailable");
      return reply
        .status(statusOf("service_unavailable"))
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body("service_unavailable", "The service is briefly unavailable, try again in a few seconds"));
    }
    request.log.error({ err: error, method: request.method, url: request.url }, "unhandled error");
    return reply.status(500).send(body("internal", "Something went wrong, try again..."));
  });
}

function statusOf(code: ApiErrorBody["code"]): number {
  return new AppError(code, "").status;
}

function body(code: ApiErrorBody["code"], detail: string, fields?: Record<string, string>): ApiErrorBody {
  return fields && Object.keys(fields).length > 0 ? { detail, code, fields } : { detail, code };
}
