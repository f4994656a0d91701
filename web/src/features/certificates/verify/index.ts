// The public verification page's part of the certificates (decision 0163): light, for the guest's first screen.

import "./texts";

export { VerifyCertificateView } from "./VerifyCertificateView";
export { prefetchVerification } from "./verification.query";
