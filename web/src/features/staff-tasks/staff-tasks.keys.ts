import type { StaffTaskBox } from "@school/contracts";

/** Per school: every list of tasks (a box of mine, a student's) is refreshed together after any change. */
export const staffTaskKeys = {
  all: (schoolId: number) => ["staff-tasks", schoolId] as const,
  list: (schoolId: number, box: StaffTaskBox, student: number | undefined) =>
    [...staffTaskKeys.all(schoolId), "list", box, student ?? null] as const,
  comments: (schoolId: number, id: number) => [...staffTaskKeys.all(schoolId), "comments", id] as const,
  holders: (schoolId: number) => [...staffTaskKeys.all(schoolId), "holders"] as const,
};
