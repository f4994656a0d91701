import "./texts";

/* What a document refused for the school's empty requisites says, with the requisites' names it needs loaded. */
export { missingRequisitesText, requisiteNames } from "./field-problems";
