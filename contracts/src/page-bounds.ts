/**
 * The deepest page any list serves: more than a person pages through (12,000 programs in the catalogue); a longer
 * list is narrowed by its filters. A deep page still skips its rows in an index, so the bound also bounds that
 * cost (decision 0010). Beyond it, `page` is 400.
 */
export const MAX_PAGE = 1000;

/** How many rows a pager may offer: never a page beyond `MAX_PAGE`, which the server would refuse. */
export const pagedTotal = (count: number, pageSize: number) => Math.min(count, MAX_PAGE * pageSize);

/** How many pages a pager may offer for `count` rows, `pageSize` a page (at most `MAX_PAGE`). */
export const pageCount = (count: number, pageSize: number) => Math.ceil(pagedTotal(count, pageSize) / pageSize);
