import { z } from "zod";
import { MAX_PAGE } from "./page-bounds.js";

export * from "./page-bounds.js";

/** The `page` query parameter of every paginated list (1-based, bounded so an offset stays cheap). */
export const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** A DRF-style page `{count, next, previous, results}` of the given item. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
