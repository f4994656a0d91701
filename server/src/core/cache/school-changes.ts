import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { listenToChannel } from "../../db/listen.js";

/**
 * When each school's public face (catalogue, program pages, domain) last changed, as this process heard it: the
 * database's triggers notify on commit (migration 0040, decision 0094), whoever wrote. What a process keeps of a
 * school's public data is stamped with `stamp()` taken *before* it read the data, and is current while `isCurrent`
 * says so: a change heard after the stamp (even one committed while the data was being read) makes it stale.
 * While the notification connection is lost, changes may go unheard: nothing is current then, nor anything stamped
 * before the process listens again.
 */
export type SchoolChanges = {
  stamp(): number;
  isCurrent(schoolId: number, stamp: number): boolean;
  /** Whether no schools row (a domain, a setting) changed since `stamp`: what the domain lookups keep. */
  schoolRowsCurrent(stamp: number): boolean;
  close(): Promise<void>;
};

/** The channel the triggers notify on (migration 0040): a school's id, or `school:<id>` for its own row. */
export const SCHOOL_CHANGES_CHANNEL = "public_catalogue_changed";

export async function startSchoolChanges(
  db: Db,
  input: { log: Pick<FastifyBaseLogger, "warn"> },
): Promise<SchoolChanges> {
  let clock = 1;
  let listening = true;
  /** Everything stamped before this is stale: changes may have gone unheard. */
  let resetAt = 0;
  const changedAt = new Map<number, number>();
  let schoolRowChangedAt = 0;
  const forgetEverything = () => {
    clock += 1;
    resetAt = clock;
    changedAt.clear();
  };
  const listener = await listenToChannel(db, {
    channel: SCHOOL_CHANGES_CHANNEL,
    onPayload: (payload) => {
      const schoolRow = payload?.startsWith("school:") ?? false;
      const schoolId = Number(schoolRow ? payload!.slice("school:".length) : payload);
      if (!Number.isSafeInteger(schoolId)) return;
      clock += 1;
      changedAt.set(schoolId, clock);
      if (schoolRow) schoolRowChangedAt = clock;
    },
    onLost: () => {
      listening = false;
      forgetEverything();
    },
    onListeningAgain: () => {
      listening = true;
      forgetEverything();
    },
    log: input.log,
  });
  return {
    stamp: () => clock,
    isCurrent: (schoolId, stamp) => listening && stamp >= resetAt && (changedAt.get(schoolId) ?? 0) <= stamp,
    schoolRowsCurrent: (stamp) => listening && stamp >= resetAt && schoolRowChangedAt <= stamp,
    close: () => listener.close(),
  };
}
