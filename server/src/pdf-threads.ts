import { createPdfPool, defaultPdfThreads, type PdfPool } from "./core/pdf/pdf-pool.js";

/**
 * The pool of threads that draw the platform's PDFs (decision 0164), `size` of them (by default one per core but the
 * event loop's). Their entry sits beside this file: `pdf-worker.ts` in the sources (tsx, vitest), `pdf-worker.js` in
 * the build's `dist/`, where this file's code is bundled into a file of the same folder.
 */
export function openPdfThreads(size: number = defaultPdfThreads()): PdfPool {
  const entry = new URL(import.meta.url.endsWith(".ts") ? "./pdf-worker.ts" : "./pdf-worker.js", import.meta.url);
  return createPdfPool({ entry, size });
}
