/** One place in a pager: a page number, or a gap standing for the pages left out before or after the current one. */
export type PageItem = number | "gap-before" | "gap-after";

/**
 * The pages a pager shows, as Ant Design's pager shows them: every page when there are few; otherwise the first and
 * the last, the current one with `siblings` on each side, and a gap where pages are left out. Near either end the
 * window keeps its width, so the pager does not change length while one pages through it.
 */
export function pageItems(current: number, pageCount: number, siblings = 2): PageItem[] {
  const last = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), last);
  if (last <= 2 * siblings + 3) return range(1, last);
  let start = Math.max(2, page - siblings);
  let end = Math.min(last - 1, page + siblings);
  if (page - 1 <= siblings) end = 1 + 2 * siblings;
  if (last - page <= siblings) start = last - 2 * siblings;
  return [
    1,
    ...(start > 2 ? (["gap-before"] as const) : []),
    ...range(start, end),
    ...(end < last - 1 ? (["gap-after"] as const) : []),
    last,
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
