/**
 * The catalog's face for other modules: the programs a visibility may see (the storefront), and the catalogue's filters
 * and word match, which the lessons' search applies the same way.
 */

export { catalogModule } from "./catalog.module.js";
export { filterConditions } from "./catalog-filters.queries.js";
export { visibleConditions } from "./catalog-visibility.queries.js";
export { wordMatch } from "./search/search.queries.js";
