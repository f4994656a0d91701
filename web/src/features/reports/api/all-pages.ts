/** At most this many pages of a report are read for one table (50 rows each): a table a person reads and exports. */
export const REPORT_MAX_PAGES = 20;

/**
 * Every row of a paged report up to the bound, so the table, its totals and its export all cover the same rows;
 * `truncated` tells the screen to say that more rows exist than it shows.
 */
export async function allPages<Row>(
  fetchPage: (page: number) => Promise<{ count: number; next: string | null; results: Row[] }>,
): Promise<{ rows: Row[]; count: number; truncated: boolean }> {
  const rows: Row[] = [];
  let count = 0;
  for (let page = 1; page <= REPORT_MAX_PAGES; page++) {
    const answer = await fetchPage(page);
    rows.push(...answer.results);
    count = Math.max(count, answer.count);
    if (answer.next === null) return { rows, count, truncated: false };
  }
  return { rows, count, truncated: rows.length < count };
}
