import type { SchoolWhatsappBody, WhatsappTemplateMapping } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import {
  deleteSchoolWhatsapp,
  fetchSchoolWhatsapp,
  putSchoolWhatsapp,
  putWhatsappTemplates,
} from "../api/whatsapp.api";
import { whatsappKeys } from "../whatsapp.keys";

const useSchoolKey = () => whatsappKeys.school(useSession().claims?.school_id ?? 0);

export function useSchoolWhatsappQuery() {
  const key = useSchoolKey();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSchoolWhatsapp(signal) });
}

/**
 * Saving the number, its templates or removing it: each answers the settings anew (removal reads them again). Their
 * failures are said on the card itself (on the fields they name), not by the app's toast.
 */
export function useSchoolWhatsappActions() {
  const key = useSchoolKey();
  const client = useQueryClient();
  const keep = (data: Awaited<ReturnType<typeof fetchSchoolWhatsapp>>) => client.setQueryData(key, data);
  return {
    save: useMutation({
      mutationFn: (body: SchoolWhatsappBody) => putSchoolWhatsapp(body),
      onSuccess: keep,
      meta: { silent: true },
    }),
    remove: useMutation({
      mutationFn: deleteSchoolWhatsapp,
      onSuccess: () => client.invalidateQueries({ queryKey: key }),
      meta: { silent: true },
    }),
    saveTemplates: useMutation({
      mutationFn: (templates: WhatsappTemplateMapping[]) => putWhatsappTemplates(templates),
      onSuccess: keep,
      meta: { silent: true },
    }),
  };
}
