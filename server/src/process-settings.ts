/**
 * How the server's process is started, wherever it runs as deployed: `npm start`/`npm run serve` (server/package.json's
 * start script), the container image (deploy/Dockerfile's CMD and ENV) and the benches that measure it. Node and glibc
 * read these before any of the server's code runs, so they cannot be set from here; this module names them once and
 * `process-settings.test.ts` holds the start script and the image to them.
 */

/**
 * V8's heap (decision 0122): the old generation grows by half of what a collection leaves live instead of up to
 * fourfold, and each half of the young generation stops at 8 MB instead of 16. Under the journey's load the embedded
 * server then stays at 358–376 MB resident instead of 426–555, at the same requests a second and CPU per request.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=50"] as const;

/** malloc hands blocks over 128 KB back to the system when freed: argon2's 19 MiB per check (decision 0120). */
export const SERVER_MALLOC_TUNABLES = "glibc.malloc.mmap_threshold=131072";
