import { threadId } from "node:worker_threads";
import { pdfKind } from "./pdf-kind.js";
import { servePdfKinds } from "./pdf-thread.js";

/** The entry of the pool's test threads: kinds that say which thread drew them, take a while, fail, or end it. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

servePdfKinds([
  pdfKind("thread", async (input: { busyMs: number }) => {
    busy(input.busyMs);
    return Buffer.from(String(threadId));
  }),
  pdfKind("fails", async () => {
    throw new Error("the layout has no such block");
  }),
  pdfKind("ends", async () => process.exit(3)),
]);
