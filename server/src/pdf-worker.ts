import { servePdfKinds } from "./core/pdf/pdf-thread.js";
import { CERTIFICATE_PDF } from "./modules/certificates/certificate-pdf.js";
import { DOCUMENT_PDF } from "./modules/documents/document-layouts.js";
import { RECEIPT_PDF } from "./modules/payments/receipts/receipt-pdf.js";

/**
 * The entry of the PDF threads (decision 0164): every kind of PDF the platform draws, each with its module's own
 * layout. `pdf-threads.ts` starts threads on this file (`dist/pdf-worker.js` in the build, an entry of build.ts).
 */
servePdfKinds([CERTIFICATE_PDF, DOCUMENT_PDF, RECEIPT_PDF]);
