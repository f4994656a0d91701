import { schoolWhatsappBody } from "@school/contracts";
import type { TFunction } from "i18next";
import { isApiError } from "../../api/api-error";

export const NUMBER_FIELDS = ["phone_number_id", "access_token", "app_secret"] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** Meta's own words after the server's "WhatsApp did not accept this number id and token:" (whatsapp.service.ts). */
const NOT_ACCEPTED = /^WhatsApp did not accept[^:]*:\s*([\s\S]*)$/;

/**
 * What the number's form says about a field the server refused, in the reader's language. The server names each
 * field's problem in English words of its own (the contract's rules, whatsapp.service.ts); WhatsApp's reason for
 * refusing a number id and token stays in Meta's words, which only Meta knows.
 */
export function numberFieldProblems(error: unknown, t: TFunction): Partial<Record<NumberField, string>> {
  if (!isApiError(error)) return {};
  const problems: Partial<Record<NumberField, string>> = {};
  for (const field of NUMBER_FIELDS) {
    const said = error.fields[field];
    if (!said) continue;
    const refused = NOT_ACCEPTED.exec(said);
    if (error.code === "conflict") problems[field] = t("whatsapp.settings.errors.taken");
    else if (refused) problems[field] = t("whatsapp.settings.errors.notAccepted", { detail: refused[1] });
    else if (/required/i.test(said)) problems[field] = t("whatsapp.settings.errors.required");
    else problems[field] = formatProblem(field, t);
  }
  return problems;
}

const formatProblem = (field: NumberField, t: TFunction) =>
  field === "phone_number_id" ? t("whatsapp.settings.errors.phoneNumberId") : t("whatsapp.settings.errors.secret");

/** The contract's own rule for a field, checked before sending: the form refuses what the server would. */
export function numberFieldRule(field: NumberField, t: TFunction) {
  return {
    validator: async (_rule: unknown, value?: string) => {
      if (value?.trim() && !schoolWhatsappBody.shape[field].safeParse(value).success) {
        throw new Error(formatProblem(field, t));
      }
    },
  };
}
