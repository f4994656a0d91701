import type { InboxBox } from "@school/contracts";

/** Per school: a thread's key is its student's. A live change of one student's thread refreshes these two. */
export const conversationKeys = {
  all: (schoolId: number) => ["conversations", schoolId] as const,
  inbox: (schoolId: number, box: InboxBox, q: string) => [...conversationKeys.all(schoolId), "inbox", box, q] as const,
  thread: (schoolId: number, studentId: number) => [...conversationKeys.all(schoolId), "thread", studentId] as const,
  report: (schoolId: number, period: { from: string; to: string }) =>
    [...conversationKeys.all(schoolId), "report", period.from, period.to] as const,
};
