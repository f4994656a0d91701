/**
 * DRF-style page links: absolute URLs on the configured public address (never the Host header, which a client
 * controls), with the request's own path and query and only `page` changed. Page 1 drops the parameter, as DRF does.
 */
export function pageLinks(input: {
  publicUrl: string;
  /** The request's path and query string, as the server received it. */
  requestUrl: string;
  page: number;
  pageSize: number;
  count: number;
}): { next: string | null; previous: string | null } {
  const lastPage = Math.max(1, Math.ceil(input.count / input.pageSize));
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

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

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
