/**
 * The dictionary's face for other modules: country names in the reader's language (users) and every spelling of a
 * country (homework's filters).
 */

export { dictionaryModule } from "./dictionary.module.js";
export { countryNames, countrySpellings } from "./dictionary.queries.js";
