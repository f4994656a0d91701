import type { WhatsappLink } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import { deleteWhatsappLink, fetchWhatsappLink, postWhatsappCode, postWhatsappLink } from "../api/whatsapp.api";
import { whatsappKeys } from "../whatsapp.keys";

const useLinkKey = () => whatsappKeys.link(useSession().claims?.user_id ?? 0);

/** The student's linked number, whether the school has WhatsApp, and a code waiting to be entered. */
export function useWhatsappLinkQuery() {
  const key = useLinkKey();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchWhatsappLink(signal) });
}

/** Each step answers the link as it now stands, kept as the query's data; a failure is said in the dialog. */
export function useWhatsappLinkActions() {
  const key = useLinkKey();
  const client = useQueryClient();
  const keep = (link: WhatsappLink) => client.setQueryData(key, link);
  return {
    sendCode: useMutation({
      mutationFn: (phone: string) => postWhatsappCode(phone),
      onSuccess: keep,
      meta: { silent: true },
    }),
    confirm: useMutation({
      mutationFn: (code: string) => postWhatsappLink(code),
      onSuccess: keep,
      meta: { silent: true },
    }),
    unlink: useMutation({ mutationFn: deleteWhatsappLink, onSuccess: keep, meta: { silent: true } }),
  };
}
