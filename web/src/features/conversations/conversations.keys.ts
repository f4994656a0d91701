import type { ApplicationStatusKey, InboxBox } from "@school/contracts";

/** Per school: a thread's key is its student's. A live change of one student's thread refreshes these two. */
export const conversationKeys = {
  all: (schoolId: number) => ["conversations", schoolId] as const,
  inbox: (schoolId: number, filters: InboxFilters) =>
    [
      ...conversationKeys.all(schoolId),
      "inbox",
      filters.box,
      filters.q,
      filters.program ?? null,
      filters.status ?? null,
    ] as const,
  thread: (schoolId: number, studentId: number) => [...conversationKeys.all(schoolId), "thread", studentId] as const,
  report: (schoolId: number, period: { from: string; to: string }) =>
    [...conversationKeys.all(schoolId), "report", period.from, period.to] as const,
};

/** What the inbox's list shows: its box, the name searched, the program and the application status asked for. */
export type InboxFilters = { box: InboxBox; q: string; program?: number; status?: ApplicationStatusKey };
