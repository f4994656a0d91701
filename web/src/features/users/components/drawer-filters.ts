import {
  STUDENT_FILTER_BAR,
  type StudentFilter,
  type StudentFilterKind,
  type StudentFilterTopic,
} from "@school/contracts";

/** The filters the bar keeps in its drawer; the search, role, education and language stay on the bar itself. */
export const DRAWER_FILTERS = (
  Object.entries(STUDENT_FILTER_BAR) as [StudentFilter, { kind: StudentFilterKind; topic: StudentFilterTopic }][]
)
  .filter(([field]) => field !== "education" && field !== "language")
  .map(([field, { kind, topic }]) => ({ field, kind, topic }));

export const DRAWER_FILTER_FIELDS = DRAWER_FILTERS.map(({ field }) => field);
