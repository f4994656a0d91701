import { z } from "zod";

/**
 * The deepest page any list serves: more than a person pages through (12,000 programs in the catalogue); a longer
 * list is narrowed by its filters. A deep page still skips its rows in an index, so the bound also bounds that
 * cost (decision 0010). Beyond it, `page` is 400.
 */
export const MAX_PAGE = 1000;

/** The `page` query parameter of every paginated list (1-based, bounded so an offset stays cheap). */
export const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** How many rows a pager may offer: never a page beyond `MAX_PAGE`, which the server would refuse. */
export const pagedTotal = (count: number, pageSize: number) => Math.min(count, MAX_PAGE * pageSize);

/** A DRF-style page `{count, next, previous, results}` of the given item. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
