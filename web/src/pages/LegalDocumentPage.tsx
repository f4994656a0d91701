export { LegalDocumentPage } from "../features/help/components/LegalDocumentPage";
