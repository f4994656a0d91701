/**
 * The requisites' face for other modules: the school's requisites as the documents, certificates and payments print
 * them, required, as far as filled or as saved, and the prefixes of its numbered documents (decision 0171).
 */

export { requisitesModule } from "./requisites.module.js";
export {
  filledRequisites,
  numberPrefixes,
  type Requisites,
  requireRequisites,
  schoolRequisites,
  schoolRequisitesOf,
} from "./requisites.service.js";
