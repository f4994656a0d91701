import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this a JSON answer fits in one TCP segment anyway, and compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers compressed as the client accepts (brotli, then gzip) when they are larger than the threshold and of a
 * compressible type (JSON, HTML, the API docs' scripts). The web app's assets are compressed once at build time and
 * sent as they are (`preCompressed` in registerWebApp); the media route opts out, images and PDFs being compressed
 * already. Request bodies are never inflated: no client sends them compressed, and an inflated body would slip past
 * the body and upload limits, which count the bytes on the wire.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
}
