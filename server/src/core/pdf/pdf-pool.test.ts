import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { type PdfKind, pdfKind } from "./pdf-kind.js";
import { createPdfPool, type PdfPool } from "./pdf-pool.js";

/** The test thread's kinds, as the server's modules declare theirs (their drawings run in the threads only). */
const notHere = async (): Promise<Buffer> => {
  throw new Error("drawn in the test's own thread");
};
const THREAD: PdfKind<{ busyMs: number }> = pdfKind("thread", notHere);
const FAILS: PdfKind<null> = pdfKind("fails", notHere);
const ENDS: PdfKind<null> = pdfKind("ends", notHere);
const UNKNOWN: PdfKind<null> = pdfKind("unknown", notHere);

const entry = new URL("./pdf-pool-test-thread.ts", import.meta.url);
const drawnBy = async (pool: PdfPool, busyMs = 0) => Number((await pool.draw(THREAD, { busyMs })).toString());

/** A pool for one test, closed after it whatever it found. */
async function withPool(options: { size: number; idleMs?: number }, test: (pool: PdfPool) => Promise<void>) {
  const pool = createPdfPool({ entry, ...options });
  try {
    await test(pool);
  } finally {
    await pool.close();
  }
}

describe("the PDF threads", () => {
  it("draw off the caller's thread, at most `size` at once, the rest waiting their turn", () =>
    withPool({ size: 2 }, async (pool) => {
      const threads = await Promise.all([1, 2, 3, 4, 5].map(() => drawnBy(pool, 150)));
      expect(threads).not.toContain(threadId);
      expect(new Set(threads).size).toBe(2);
    }));

  it("reject a drawing that throws, with the thread's message and stack, and draw the next in the same thread", () =>
    withPool({ size: 1 }, async (pool) => {
      const first = await drawnBy(pool);
      const failed = await pool.draw(FAILS, null).catch((error: Error) => error);
      expect(failed).toBeInstanceOf(Error);
      expect((failed as Error).message).toBe("the layout has no such block");
      expect((failed as Error).stack).toContain("pdf-pool-test-thread.ts");
      await expect(pool.draw(UNKNOWN, null)).rejects.toThrow('The PDF threads draw no kind "unknown"');
      expect(await drawnBy(pool)).toBe(first);
    }));

  it("reject the drawing of a thread that ends, and start another for the next", () =>
    withPool({ size: 1 }, async (pool) => {
      const first = await drawnBy(pool);
      await expect(pool.draw(ENDS, null)).rejects.toThrow("exit code 3");
      const next = await drawnBy(pool);
      expect(next).not.toBe(first);
    }));

  it("end a thread left idle, and start another when asked again", () =>
    withPool({ size: 1, idleMs: 50 }, async (pool) => {
      const first = await drawnBy(pool);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await drawnBy(pool)).not.toBe(first);
    }));

  it("on close, finish what was asked, then refuse", async () => {
    const pool = createPdfPool({ entry, size: 1 });
    const asked = [drawnBy(pool, 200), drawnBy(pool, 0)];
    await pool.close();
    expect(await Promise.all(asked)).toHaveLength(2);
    await expect(drawnBy(pool)).rejects.toThrow("The PDF threads are closed");
  });
});
