import { chmodSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database is copied by the process that holds it (decision 0088): nothing else may open its folder
 * while it runs, and only its holder can stop its writes for the moment of the copy. That process answers on a socket
 * in the data folder, readable by the folder's owner only; `npm run backup` asks there, and opens the folder itself
 * when nobody answers (the platform is stopped).
 */
const SOCKET_FILE = "backup.sock";

/**
 * A copy of the data folder as PGlite's gzipped tarball. The checkpoint first writes what is in memory to the files;
 * then the copy holds PGlite's transaction lock, as its own `transaction()` does, so no statement runs while the files
 * are read. A transaction opened by a bare BEGIN may be caught midway: opened again, the copy recovers as PostgreSQL
 * does after a power cut, without it.
 */
export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  await client.exec("CHECKPOINT");
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  return Buffer.from(await tarball.arrayBuffer());
}

/**
 * Answers each connection on `dataDir/backup.sock` with one dump: a header line (`{"bytes":N}` or `{"error":"…"}`)
 * and the bytes. The socket is a convenience of the running platform: where it cannot be made (a path past the
 * operating system's 107 characters), the platform runs on and `npm run backup` says the copy needs it stopped.
 */
export async function serveEmbeddedDumps(client: PGlite, dataDir: string): Promise<{ close(): Promise<void> }> {
  const path = join(dataDir, SOCKET_FILE);
  // The caller holds the folder's lock, so a socket file left here belongs to a process that is gone.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on("error", () => socket.destroy());
    dumpEmbedded(client).then(
      (dump) => {
        socket.write(`${JSON.stringify({ bytes: dump.length })}\n`);
        socket.end(dump);
      },
      (error: unknown) => socket.end(`${JSON.stringify({ error: String(error) })}\n`),
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", (error) => {
      console.error(`The embedded database's backup socket is unavailable (${error.message})`);
      resolve(false);
    });
    server.listen(path, () => resolve(true));
  });
  if (!listening) return { close: async () => undefined };
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** A dump from the process holding `dataDir`, or null when none answers there (the platform is not running). */
export function requestEmbeddedDump(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(join(dataDir, SOCKET_FILE));
    const chunks: Buffer[] = [];
    let answered = false;
    socket.on("data", (chunk) => {
      answered = true;
      chunks.push(chunk);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else reject(error);
    });
    socket.on("end", () => {
      try {
        resolve(readAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function readAnswer(answer: Buffer): Buffer {
  const lineEnd = answer.indexOf(10);
  if (lineEnd < 0) throw new Error("The running platform closed the backup socket without an answer");
  const header = JSON.parse(answer.subarray(0, lineEnd).toString("utf8")) as { bytes?: number; error?: string };
  if (header.error !== undefined) throw new Error(`The running platform could not copy its database: ${header.error}`);
  const dump = answer.subarray(lineEnd + 1);
  if (dump.length !== header.bytes) {
    throw new Error(`The running platform's copy was cut short (${dump.length} of ${header.bytes} bytes)`);
  }
  return dump;
}
