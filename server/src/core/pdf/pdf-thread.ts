import { parentPort } from "node:worker_threads";
import type { PdfKind } from "./pdf-kind.js";

/** What the pool sends a thread: one drawing at a time. */
export type PdfTask = { kind: string; input: unknown };
/** What a thread answers: the PDF's bytes, or why the drawing failed. */
export type PdfAnswer = { bytes: Uint8Array } | { error: { message: string; stack?: string } };

/**
 * A pool's thread (decision 0164): draws the kinds it is given, one task at a time, as the pool sends them. Called by
 * the threads' entry file (server/src/pdf-worker.ts), which lists the kinds.
 */
export function servePdfKinds(kinds: readonly PdfKind<never>[]): void {
  const port = parentPort;
  if (!port) throw new Error("PDF kinds are served in a pool's thread, not in the server's own");
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  port.on("message", async (task: PdfTask) => {
    try {
      const kind = byName.get(task.kind);
      if (!kind) throw new Error(`The PDF threads draw no kind "${task.kind}": list it in server/src/pdf-worker.ts`);
      const pdf = await kind.draw(task.input as never);
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      // Handed over, not copied, when the PDF owns its memory (a large Buffer does; a small one shares Node's slab).
      const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      port.postMessage({ bytes } satisfies PdfAnswer, owned ? [pdf.buffer as ArrayBuffer] : []);
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
      port.postMessage({ error: { message, stack } } satisfies PdfAnswer);
    }
  });
}
