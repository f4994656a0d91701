import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { databaseOptionsOf, readEnv } from "./config.js";
import { loadSigningSecret } from "./core/secrets.js";
import { stopGracefullyOnSignals } from "./core/shutdown.js";
import { createStorage } from "./core/storage/create-storage.js";
import { exclusively, openDatabase } from "./db/client.js";
import { seedDemo } from "./seed/demo.js";

async function main(): Promise<void> {
  const env = readEnv();
  // A second server on the same embedded database stops here with a message naming the first (decision 0012).
  const database = await openDatabase(databaseOptionsOf(env));
  // Several processes started at once apply the migrations and the demo once (decision 0102): each waits its turn.
  await database.migrate();
  if (env.SEED_DEMO === "true") {
    await exclusively(database.db, "seed", async () => seedDemo(database.db, await createStorage(env)));
  }
  const { app, health } = await buildApp({
    env,
    db: database.db,
    signingSecret: loadSigningSecret({ given: env.JWT_SECRET, dataDir: env.DATA_DIR }),
    webDist: fileURLToPath(new URL("../../web/dist", import.meta.url)),
  });
  stopGracefullyOnSignals({
    app,
    health,
    closeDatabase: () => database.close(),
    times: { drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Platform ready on ${listeningUrl(app.server.address())} (database: ${database.kind}); API docs at /api/docs`,
  );
}

/** Where the server really listens (PORT=0 picks a free port); every interface is shown as localhost. */
function listeningUrl(address: AddressInfo | string | null): string {
  if (address === null || typeof address === "string") return String(address);
  const everywhere = address.address === "0.0.0.0" || address.address === "::";
  if (everywhere) return `http://localhost:${address.port} (every interface)`;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
