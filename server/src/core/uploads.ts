import { UPLOAD_LIMIT_BYTES } from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "./errors.js";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/**
 * Reads the single file of a multipart request, within the size limit, and checks its real type by its magic
 * bytes (the declared content type and file name are not trusted). Nothing is stored until this returns.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: {
    allowed: readonly string[];
    maxBytes?: number;
    /** The multipart field names the call takes; `file` when not given. */
    fields?: readonly string[];
  },
): Promise<{ data: Buffer; mime: string; filename: string; field: string }> {
  const maxBytes = options.maxBytes ?? UPLOAD_LIMIT_BYTES;
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected multipart/form-data");
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  const fields = options.fields ?? ["file"];
  if (!file || !fields.includes(file.fieldname)) {
    throw new AppError("validation_failed", "No file was sent", {
      fields: Object.fromEntries(fields.map((field) => [field, "Required"])),
    });
  }
  const data = await file.toBuffer();
  if (file.file.truncated || data.length > maxBytes) {
    throw new AppError("payload_too_large", "Please select a file that is less than 20 MB in size!");
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !options.allowed.includes(detected.mime)) {
    throw new AppError("unsupported_media_type", `Unsupported file type; allowed: ${options.allowed.join(", ")}`);
  }
  return { data, mime: detected.mime, filename: file.filename, field: file.fieldname };
}
