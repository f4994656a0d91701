import { sql } from "drizzle-orm";
import { vi } from "vitest";
import { SCHOOL_CHANGES_CHANNEL } from "../core/cache/school-changes.js";
import type { Deps } from "../deps.js";

/** Ids no school has (a serial never gets near them): each call's marker on the change feed. */
let nextMarker = 2 ** 50;

/**
 * Makes `change` (writes to schools' public data; what it returns is handed back) and waits until each app has heard
 * all of it on the schools change feed (decision 0094). The database notifies on commit, on a connection of its own,
 * so an app hears a moment later, and on a loaded machine that moment is long: an answer kept before the last
 * notification arrives is dropped when it does, and a change nobody hears of (triggers off) then shows after all. A
 * change may notify several times (a school, then its program); PostgreSQL delivers notifications in commit order, so
 * a marker notified after the change is heard last, and once each app has heard the marker it has heard everything
 * before it.
 */
export async function heardAfter<T>(apps: readonly Deps[], change: () => Promise<T>): Promise<T> {
  const feeds = apps.map((deps) => deps.publicAnswers!.changes);
  const stamps = feeds.map((feed) => feed.stamp());
  const result = await change();
  const marker = nextMarker++;
  await apps[0]!.db.execute(sql`select pg_notify(${SCHOOL_CHANGES_CHANNEL}, ${String(marker)})`);
  for (const [index, feed] of feeds.entries()) {
    await vi.waitFor(
      () => {
        if (feed.isCurrent(marker, stamps[index]!)) throw new Error("the change is not heard yet");
      },
      { timeout: 5000 },
    );
  }
  return result;
}
