import { useParams } from "react-router";
import type { PageDataPrefetch } from "../app/pages";
import { prefetchVerification, VerifyCertificateView } from "../features/certificates/verify";

export function VerifyCertificatePage() {
  const { code = "" } = useParams();
  return <VerifyCertificateView code={code} />;
}

/** The certificate the page checks, asked for beside its code: without it the server draws the page twice. */
export const prefetchVerifyCertificateData: PageDataPrefetch = ({ queryClient, params }) =>
  prefetchVerification(queryClient, params.code ?? "");
