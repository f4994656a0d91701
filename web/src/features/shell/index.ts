export { DocumentTitle } from "./document-title";
