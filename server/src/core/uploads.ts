import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { UPLOAD_LIMIT_BYTES } from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { AppError, fileTooLarge } from "./errors.js";

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
): Promise<{ data: Buffer; mime: string; filename: string; field: string; values: Record<string, string> }> {
  const maxBytes = options.maxBytes ?? UPLOAD_LIMIT_BYTES;
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected multipart/form-data");
  // The limit ends the stream (truncated) instead of throwing from toBuffer, so the refusal below names the limit.
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  const fields = options.fields ?? ["file"];
  if (!file || !fields.includes(file.fieldname)) {
    throw new AppError("validation_failed", "No file was sent", {
      fields: Object.fromEntries(fields.map((field) => [field, "Required"])),
    });
  }
  const data = await file.toBuffer();
  if (file.file.truncated || data.length > maxBytes) throw fileTooLarge(maxBytes);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !options.allowed.includes(detected.mime)) {
    throw new AppError("unsupported_media_type", `Unsupported file type; allowed: ${options.allowed.join(", ")}`);
  }
  return { data, mime: detected.mime, filename: file.filename, field: file.fieldname, values: textFields(file.fields) };
}

/** The text parts sent before the file (a multipart form lists its fields first), by name. */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, part] of Object.entries(fields)) {
    const single = Array.isArray(part) ? part[0] : part;
    if (single && typeof single === "object" && "value" in single && typeof single.value === "string") {
      values[name] = single.value;
    }
  }
  return values;
}

/** A large upload written to a temporary file as it arrives; `discard` removes it (stored or refused). */
export type UploadedFileOnDisk = { path: string; size: number; mime: string; ext: string; discard(): Promise<void> };

/**
 * Receives the single file of a multipart request straight to a temporary file, never holding it in memory, within
 * `maxBytes`; then checks its real type by its magic bytes. Over the limit: 413; another type: 415; either way the
 * temporary file is gone and nothing was stored.
 */
export async function receiveUploadToDisk(
  request: FastifyRequest,
  options: { allowed: readonly string[]; maxBytes: number; fields: readonly string[] },
): Promise<UploadedFileOnDisk> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected multipart/form-data");
  // The limit ends the stream (truncated) instead of throwing mid-pipe, so the refusal below is the one answered.
  const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!file || !options.fields.includes(file.fieldname)) {
    file?.file.resume();
    throw new AppError("validation_failed", "No file was sent", {
      fields: Object.fromEntries(options.fields.map((field) => [field, "Required"])),
    });
  }
  const folder = await mkdtemp(join(tmpdir(), "upload-"));
  const path = join(folder, "file");
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    await pipeline(file.file, createWriteStream(path));
    const { size } = await stat(path);
    if (file.file.truncated || size > options.maxBytes) throw fileTooLarge(options.maxBytes);
    const detected = await fileTypeFromFile(path);
    if (!detected || !options.allowed.includes(detected.mime)) {
      throw new AppError("unsupported_media_type", `Unsupported file type; allowed: ${options.allowed.join(", ")}`);
    }
    return { path, size, mime: detected.mime, ext: detected.ext, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * A multipart request carrying at most one file (`fileField`) and a few text fields, in any order: the file goes
 * to a temporary file as it arrives (as `receiveUploadToDisk`), the text fields are kept. Unknown parts are refused
 * (400); over `maxBytes` 413, a type outside `allowed` 415, the temporary file gone either way.
 */
export async function receiveUploadWithFields(
  request: FastifyRequest,
  options: {
    allowed: readonly string[];
    maxBytes: number;
    fileField: string;
    textFields: readonly string[];
    fileRequired: boolean;
    /**
     * Text has no magic bytes: a file no signature names is taken as this type when it is UTF-8 without a NUL byte
     * (a CSV); without the option such a file is refused like any unknown type.
     */
    textType?: string;
  },
): Promise<{ file: UploadedFileOnDisk | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected multipart/form-data");
  const folder = await mkdtemp(join(tmpdir(), "upload-"));
  const path = join(folder, "file");
  const discard = () => rm(folder, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let received: { truncated: boolean } | null = null;
  try {
    // The limit ends the stream (truncated) instead of throwing mid-pipe, so the refusal below is the one answered;
    // the option is read at run time but missing from the plugin's types.
    const partOptions = {
      limits: { fileSize: options.maxBytes, files: 1, fields: options.textFields.length, fieldSize: 1024 * 1024 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(partOptions);
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== options.fileField) {
          part.file.resume();
          throw new AppError("validation_failed", "Unexpected file", { fields: { [part.fieldname]: "Not expected" } });
        }
        await pipeline(part.file, createWriteStream(path));
        received = { truncated: part.file.truncated };
      } else {
        if (!options.textFields.includes(part.fieldname)) {
          throw new AppError("validation_failed", "Unexpected field", { fields: { [part.fieldname]: "Not expected" } });
        }
        if (part.valueTruncated) throw new AppError("payload_too_large", `The field ${part.fieldname} is too long`);
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!received) {
      if (options.fileRequired) {
        throw new AppError("validation_failed", "No file was sent", { fields: { [options.fileField]: "Required" } });
      }
      await discard();
      return { file: null, fields };
    }
    const { size } = await stat(path);
    if (received.truncated || size > options.maxBytes) throw fileTooLarge(options.maxBytes);
    const detected =
      (await fileTypeFromFile(path)) ??
      (options.textType && isUtf8Text(await readFile(path)) ? { mime: options.textType, ext: "txt" } : undefined);
    if (!detected || !options.allowed.includes(detected.mime)) {
      throw new AppError("unsupported_media_type", `Unsupported file type; allowed: ${options.allowed.join(", ")}`);
    }
    return { file: { path, size, mime: detected.mime, ext: detected.ext, discard }, fields };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** UTF-8 that decodes without a fault and holds no NUL byte: text, as far as bytes can tell. */
function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
