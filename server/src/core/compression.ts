import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Below this a JSON answer fits in one TCP segment anyway, and compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The plugin's brotli quality: 11, the default, costs far more CPU for a few percent less. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Answers compressed as the client accepts (brotli, then gzip) when they are larger than the threshold and of a
 * compressible type (JSON, HTML, the API docs' scripts). The web app's assets are compressed once at build time and
 * sent as they are (`preCompressed` in registerWebApp); the media route opts out, images and PDFs being compressed
 * already; the API's JSON answers are compressed by the route layer (`sendJson`), which has their text in hand.
 * Request bodies are never inflated: no client sends them compressed, and an inflated body would slip past the body
 * and upload limits, which count the bytes on the wire.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
}

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
/** A UTF-16 unit is at most 3 bytes of UTF-8: a text shorter than this is below the threshold without counting. */
const SURELY_SMALL_LENGTH = Math.floor(COMPRESS_THRESHOLD_BYTES / 3);
const ENCODINGS = ["br", "gzip"];
const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * Sends an API answer already written as JSON: as it is below the threshold, as almost every answer is (decision
 * 0119), otherwise compressed as the compression plugin would (brotli at quality 4, then gzip; `Vary`). The route
 * layer calls it instead of running the plugin's two hooks on every call: they cost a tenth of a small answer's
 * time to decide, on each, what the text's length decides here.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
): FastifyReply | Promise<FastifyReply> {
  reply.type(JSON_CONTENT_TYPE);
  if (json.length < SURELY_SMALL_LENGTH || Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES) return reply.send(json);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const encoding = encodingFor(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(json);
  const compressed = encoding === "br" ? compressors.br(json, BROTLI_OPTIONS) : compressors.gzip(json);
  return compressed.then((bytes) => reply.header("content-encoding", encoding).send(bytes));
}

/** The bytes of a kept text in each form it was sent in: as it is, or compressed. */
export type KeptForms = Map<"br" | "gzip" | "identity", Buffer>;

/**
 * A kept text (a guest page, decision 0145) as the client accepts it, made once per form while the text is kept
 * (`forms` lives beside it) rather than on every request: brotli on the catalogue's page (90 KB of HTML) cost twice
 * what sending the kept page did, and writing it out as UTF-8 again as much as the rest.
 */
export async function keptForm(
  request: FastifyRequest,
  text: string,
  forms: KeptForms,
): Promise<{ encoding: "br" | "gzip" | "identity"; bytes: Buffer }> {
  const accepted = encodingFor(request.headers["accept-encoding"]);
  const encoding = accepted && Buffer.byteLength(text) >= COMPRESS_THRESHOLD_BYTES ? accepted : "identity";
  let bytes = forms.get(encoding);
  if (bytes === undefined) {
    bytes =
      encoding === "br"
        ? await compressors.br(text, BROTLI_OPTIONS)
        : encoding === "gzip"
          ? await compressors.gzip(text)
          : Buffer.from(text);
    forms.set(encoding, bytes);
  }
  return { encoding, bytes };
}

/** The plugin's reading of Accept-Encoding: `*` and `x-gzip` count as gzip, the client's preference first. */
function encodingFor(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const chosen = negotiate(header.toLowerCase().replace(/x-gzip|\*/g, "gzip"), ENCODINGS);
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}
