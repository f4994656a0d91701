import type { ConversationReport, ConversationReportQuery, ConversationReportRow } from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { schoolDayOf } from "../../core/school-day.js";
import * as queries from "./report.queries.js";

const rounded = (minutes: number | null) => (minutes === null ? null : Math.round(Number(minutes) * 10) / 10);

/**
 * `conversations/report/` (decision 0153): per staff member, the first responses they gave to waits that began in
 * the period (the school's days) with the median and 90th-percentile wait, and the threads waiting now assigned to
 * them; nobody's waiting threads in a row of their own. The totals' percentiles are of every first response.
 */
export async function conversationReport(actor: Actor, query: ConversationReportQuery): Promise<ConversationReport> {
  const day = await schoolDayOf(actor);
  const bounds = day.bounds({ first: query.from, last: query.to });
  const period = { from: bounds.from!, before: bounds.before! };
  const [answered, open, all] = await Promise.all([
    queries.firstResponses(actor, period),
    queries.openThreads(actor),
    queries.firstResponsesOverall(actor, period),
  ]);
  const staffIds = [
    ...new Set([...answered.map((row) => row.staffId), ...open.flatMap((row) => row.assigneeId ?? [])]),
  ];
  const names = await queries.staffNames(actor, staffIds);
  const rows = new Map<number | null, ConversationReportRow>();
  const rowOf = (staffId: number | null) => {
    let row = rows.get(staffId);
    if (!row) {
      const staff = staffId === null ? null : { id: staffId, name: names.get(staffId) ?? "" };
      row = { staff, answered: 0, median_minutes: null, p90_minutes: null, open: 0, oldest_wait: null };
      rows.set(staffId, row);
    }
    return row;
  };
  for (const figures of answered) {
    Object.assign(rowOf(figures.staffId), {
      answered: figures.answered,
      median_minutes: rounded(figures.median),
      p90_minutes: rounded(figures.p90),
    });
  }
  for (const waiting of open) {
    Object.assign(rowOf(waiting.assigneeId), { open: waiting.open, oldest_wait: waiting.oldest.toISOString() });
  }
  const oldest = open.map((row) => row.oldest.toISOString()).sort()[0] ?? null;
  return {
    // The busiest first; nobody's waiting threads last.
    rows: [...rows.values()].sort(
      (a, b) => Number(a.staff === null) - Number(b.staff === null) || b.answered + b.open - (a.answered + a.open),
    ),
    totals: {
      answered: all?.answered ?? 0,
      median_minutes: rounded(all?.median ?? null),
      p90_minutes: rounded(all?.p90 ?? null),
      open: open.reduce((sum, row) => sum + row.open, 0),
      oldest_wait: oldest,
    },
  };
}
