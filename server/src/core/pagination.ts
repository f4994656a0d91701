import { MAX_PAGE } from "@school/contracts";

/**
 * DRF-style page links: absolute URLs on the configured public address (never the Host header, which a client
 * controls), with the request's own path and query and only `page` changed. Page 1 drops the parameter, as DRF does.
 * No link leads past `MAX_PAGE`, which `page` refuses.
 */
export function pageLinks(input: {
  publicUrl: string;
  /** The request's path and query string, as the server received it. */
  requestUrl: string;
  page: number;
  pageSize: number;
  count: number;
}): { next: string | null; previous: string | null } {
  const lastPage = Math.min(MAX_PAGE, Math.max(1, Math.ceil(input.count / input.pageSize)));
  const link = (page: number) => {
    const url = new URL(input.requestUrl, "http://request.invalid");
    if (page === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(page));
    return `${input.publicUrl.replace(/\/+$/, "")}${url.pathname}${url.search}`;
  };
  return {
    next: input.page < lastPage ? link(input.page + 1) : null,
    // Past the end, "previous" leads back to the last page that has results.
    previous: input.page > 1 ? link(Math.min(input.page - 1, lastPage)) : null,
  };
}

/** What a paged list's route hands its service: the page asked for, and the URL its page links are built from. */
export const pageRequest = <Page>(input: { query: { page: Page }; ctx: { request: { url: string } } }) => ({
  page: input.query.page,
  requestUrl: input.ctx.request.url,
});

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** The slice of a list one page shows. */
export type PageWindow = { limit: number; offset: number };

export const pageWindow = (page: number, pageSize: number): PageWindow => ({
  limit: pageSize,
  offset: pageOffset(page, pageSize),
});

/**
 * One page of a list whose rows are costly to build (names looked up, subqueries, joins), in two steps: the ids of
 * the page alone (filters, a total order ending in a unique key, limit and offset: ideally an index-only scan),
 * then the rows of those ids only, put back in the ids' order. In one statement with OFFSET, PostgreSQL builds
 * every skipped row as well: page 750 of the catalogue cost 26 times page 1 (decision 0010).
 * A row that disappears between the two steps is left out, as if it had been deleted a moment earlier.
 */
export async function rowsOfPage<Row extends { id: number }>(input: {
  window: PageWindow;
  /** The page's ids in the list's order, e.g. `select({ id }) … orderBy(…, id).limit(limit).offset(offset)`. */
  selectIds: (window: PageWindow) => Promise<readonly { id: number }[]>;
  loadRows: (ids: number[]) => Promise<Row[]>;
}): Promise<Row[]> {
  const ids = (await input.selectIds(input.window)).map((row) => row.id);
  if (ids.length === 0) return [];
  const rowsById = new Map((await input.loadRows(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => rowsById.get(id) ?? []);
}

/**
 * A page's rows and the list's count, with no count statement when the page shows it (decision 0121): the rows are
 * read one past the page, and a page that does not reach that row ends the list (unless it is past the end, with no
 * row at all), so the count is the rows before it and on it. Only a list going on past the page, or a page past its
 * end, runs `count`. For lists that mostly fit one page (a program's lessons); a long list pays its count after its
 * rows rather than beside them.
 */
export async function rowsAndCount<Row>(input: {
  window: PageWindow;
  selectRows: (window: PageWindow) => Promise<Row[]>;
  count: () => Promise<number>;
}): Promise<{ rows: Row[]; count: number }> {
  const { limit, offset } = input.window;
  const read = await input.selectRows({ limit: limit + 1, offset });
  const rows = read.slice(0, limit);
  const endsHere = read.length <= limit && (read.length > 0 || offset === 0);
  return { rows, count: endsHere ? offset + read.length : await input.count() };
}

/** The page a paginated list answers: its rows plus DRF links built from the request. */
export function drfPage<Row>(input: {
  publicUrl: string;
  requestUrl: string;
  page: number;
  pageSize: number;
  count: number;
  results: Row[];
}) {
  const { results, ...paging } = input;
  return { count: input.count, ...pageLinks(paging), results };
}

/**
 * A keyset page: its rows are read one past the page, and that row only says the list goes on; the next page
 * continues after the last row shown, named by `cursorOf`.
 */
export function keysetPage<Row, Cursor>(
  rows: Row[],
  { size, cursorOf }: { size: number; cursorOf: (last: Row) => Cursor },
): { page: Row[]; next: Cursor | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next: rows.length > size && last !== undefined ? cursorOf(last) : null };
}
