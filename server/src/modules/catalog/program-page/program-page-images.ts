import { dbId, type WebRouteKey } from "@school/contracts";
import type { Visitor } from "../../../core/access/actor.js";
import { selectVisiblePoster } from "./program-page.queries.js";

type LargestImage = (visitor: Visitor, params: Record<string, string>) => Promise<string | null>;

/**
 * The picture a screen shows largest, for the screens whose first picture the address alone decides (decision 0123):
 * the server names it in the page's head, so a phone fetches it beside the scripts instead of once they have run,
 * asked for the program and drawn it. A program's page: its poster. Not the catalogue: its first card follows the
 * filters a visitor may have kept in the browser, and a wrong guess costs a phone a picture it never shows.
 */
export const LARGEST_IMAGES: ReadonlyMap<WebRouteKey, LargestImage> = new Map<WebRouteKey, LargestImage>([
  [
    "guestCourseInfo",
    async (visitor, params) => {
      const courseId = dbId.safeParse(params.courseId);
      if (!courseId.success) return null;
      const poster = await selectVisiblePoster(visitor, courseId.data);
      return poster ? visitor.deps.storage.url(poster) : null;
    },
  ],
]);
