import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PdfKind } from "./pdf-kind.js";
import type { PdfAnswer, PdfTask } from "./pdf-thread.js";

/**
 * The threads that draw every PDF off the server's event loop (decision 0164): a job, or a download drawn on demand,
 * awaits `draw` while requests go on being answered. A thread starts with the first drawing that finds none free,
 * up to `size`, and ends after `idleMs` without work, so a server that draws nothing keeps no thread (nor pdfkit) in
 * memory. A thread draws one PDF at a time; the others wait in order.
 */
export type PdfPool = {
  draw<Input>(kind: PdfKind<Input>, input: Input): Promise<Buffer>;
  /** Draws what was asked before, then ends the threads; a drawing asked after is refused. */
  close(): Promise<void>;
};

/** One thread per core but the one the event loop keeps, at least one and at most four. */
export const defaultPdfThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

type Task = PdfTask & { resolve(pdf: Buffer): void; reject(error: Error): void };
type Thread = { worker: Worker; task: Task | null; idleTimer: NodeJS.Timeout | null };

export function createPdfPool(options: { entry: URL; size: number; idleMs?: number }): PdfPool {
  const idleMs = options.idleMs ?? 60_000;
  const threads = new Set<Thread>();
  const waiting: Task[] = [];
  let closed = false;
  let drained: (() => void) | null = null;

  const give = (thread: Thread, task: Task) => {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.task = task;
    // Held open while it draws (a script awaiting its PDF must not exit under it), not while it waits for work.
    thread.worker.ref();
    thread.worker.postMessage({ kind: task.kind, input: task.input } satisfies PdfTask);
  };
  const rest = (thread: Thread) => {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => {
      // Out of the pool first, so no drawing is given to a thread on its way out.
      threads.delete(thread);
      void thread.worker.terminate();
    }, idleMs).unref();
  };
  const pump = () => {
    for (const thread of threads) {
      if (thread.task || waiting.length === 0) continue;
      give(thread, waiting.shift()!);
    }
    while (waiting.length > 0 && threads.size < options.size) give(start(), waiting.shift()!);
    if (drained && waiting.length === 0 && [...threads].every((thread) => !thread.task)) drained();
  };
  const lose = (thread: Thread, error: Error) => {
    if (!threads.delete(thread)) return;
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.task?.reject(error);
    pump();
  };
  const start = (): Thread => {
    const thread: Thread = { worker: startThread(options.entry), task: null, idleTimer: null };
    threads.add(thread);
    thread.worker.on("message", (answer: PdfAnswer) => {
      const task = thread.task;
      thread.task = null;
      if ("bytes" in answer)
        task?.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      else task?.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
      if (waiting.length === 0) rest(thread);
      pump();
    });
    thread.worker.on("error", (error) => lose(thread, error));
    thread.worker.on("exit", (code) => lose(thread, new Error(`A PDF thread ended (exit code ${code}) while it drew`)));
    return thread;
  };

  return {
    draw<Input>(kind: PdfKind<Input>, input: Input) {
      if (closed) return Promise.reject(new Error("The PDF threads are closed: the server is stopping"));
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ kind: kind.name, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await new Promise<void>((resolve) => {
        drained = resolve;
        pump();
      });
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * A thread running `entry`: the built server's JavaScript as it is; from the sources (tsx, vitest), the TypeScript
 * compiled by tsx's CommonJS hook, since Node 20 applies no module hooks inside a worker thread.
 */
function startThread(entry: URL): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry);
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const source = `require(${JSON.stringify(tsx)}).require(${JSON.stringify(fileURLToPath(entry))}, __filename);`;
  return new Worker(source, { eval: true });
}
