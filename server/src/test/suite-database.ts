import pg from "pg";
import { findPostgresBinaries, startPrivatePostgres } from "./private-postgres.js";

/** Where Debian's PostgreSQL listens, and the login `.ci/run` uses on it (trust authentication). */
export const LOCAL_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
/** `TEST_DATABASE=embedded npm test` runs the suite on PGlite even where PostgreSQL answers (to check that path). */
export const EMBEDDED_ON_REQUEST = "embedded";

export type SuiteDatabase = {
  /** The PostgreSQL the run's DATABASE_URL names; undefined: the embedded database (PGlite). */
  url: string | undefined;
  /** What the run is on, in a line for the first lines of `npm test`'s output. */
  says: string;
  stop(): Promise<void>;
};

const nothingToStop = async () => undefined;

/**
 * The database the README's `npm test` runs the suite on (issue 39, decision 0151): the PostgreSQL DATABASE_URL names;
 * else the local PostgreSQL when it answers, as `.ci/run` uses it; else, where PostgreSQL's programs are installed but
 * no server answers, a PostgreSQL of the run's own started from them (a temporary folder and port, removed at the end);
 * only else the embedded PGlite, whose run leaves out the tests that need PostgreSQL and lists them at its end. Every
 * file still gets databases of its own, copied from the run's migrated template.
 */
export async function chooseSuiteDatabase(env: NodeJS.ProcessEnv): Promise<SuiteDatabase> {
  if (env.TEST_DATABASE === EMBEDDED_ON_REQUEST) return embedded(`TEST_DATABASE=${EMBEDDED_ON_REQUEST} asks for it`);
  if (env.DATABASE_URL)
    return {
      url: env.DATABASE_URL,
      says: `PostgreSQL at ${hostOf(env.DATABASE_URL)} (DATABASE_URL)`,
      stop: nothingToStop,
    };
  if (await answers(LOCAL_POSTGRES_URL))
    return {
      url: LOCAL_POSTGRES_URL,
      says: `the local PostgreSQL at ${hostOf(LOCAL_POSTGRES_URL)}`,
      stop: nothingToStop,
    };
  const binaries = findPostgresBinaries();
  if (!binaries) return embedded("no PostgreSQL answers at 127.0.0.1:5432 and none is installed");
  try {
    const server = await startPrivatePostgres(binaries);
    return {
      url: server.url,
      says: `a PostgreSQL of this run's own at ${hostOf(server.url)} (${binaries}; none answered at 127.0.0.1:5432), removed at the end`,
      stop: server.stop,
    };
  } catch (error) {
    return embedded(`PostgreSQL from ${binaries} did not start: ${(error as Error).message.split("\n")[0]}`);
  }
}

function embedded(why: string): SuiteDatabase {
  const says = `the embedded database, PGlite (${why}); the tests that need PostgreSQL are listed at the end`;
  return { url: undefined, says, stop: nothingToStop };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const hostOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}`;
};
