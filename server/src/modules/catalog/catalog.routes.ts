import type { RouteDef } from "../../core/route.js";
import { listRoutes } from "./list/list.routes.js";
import { programPageRoutes } from "./program-page/program-page.routes.js";

/**
 * The read side of the catalogue, a folder each: the lists with their search and facets (`list/`, `search/`) and a
 * program's page (`program-page/`). What both read alike stays here: which programs a caller sees
 * (`catalog.visibility.ts`, its SQL in `catalog-visibility.queries.ts`), the filter table (`catalog-filters.queries.ts`) and a program's card (`catalog.queries.ts`,
 * `catalog.answers.ts`). The write side lives in modules/course.
 */
export const catalogRoutes: RouteDef[] = [...listRoutes, ...programPageRoutes];
