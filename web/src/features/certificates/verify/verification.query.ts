import { verifyCertificate } from "@school/contracts/routes";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error";
import { callEndpoint } from "../../../api/http-client";
import { certificateKeys } from "../certificates.keys";

/*
 * The public verification a certificate's QR code opens (decision 0163), on the guest's first screen: no Ant Design,
 * no zod, drawn on the server. The school is the domain the page is on.
 */

function verificationQuery(code: string) {
  return {
    queryKey: certificateKeys.verification(code),
    // An unknown code is an answer: null, the page's "not found", drawn by the server with status 404 and hydrated
    // as it was drawn (decision 0145).
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(verifyCertificate, { params: { code }, signal }).catch((error: unknown) => {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    meta: { silent: true },
    // A revocation shows on the next visit, not from a kept answer.
    staleTime: 0,
    retry: false,
  };
}

export function useVerificationQuery(code: string) {
  return useQuery(verificationQuery(code));
}

/** Asked for while the page's code arrives (app/pages.tsx), and by the server before it draws the page. */
export function prefetchVerification(queryClient: QueryClient, code: string): Promise<void> {
  return queryClient.prefetchQuery(verificationQuery(code));
}
