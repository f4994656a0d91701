import { z } from "zod";
import { TRANSLATE_LANGS } from "./catalogue.js";

/** The school's name, description and tagline come in `translate_lang` (Russian when not asked; decision 0020). */
export const schoolDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The line above the school's name on its public pages; empty when the school has none. */
  tagline: z.string(),
  address: z.string(),
  domain: z.string(),
  currency: z.string(),
  logo: z.string().nullable(),
  tariff_status: z.boolean(),
});
export type SchoolDetail = z.infer<typeof schoolDetail>;

export const guestSchoolInfo = schoolDetail.pick({
  id: true,
  name: true,
  description: true,
  tagline: true,
  logo: true,
  currency: true,
});
export type GuestSchoolInfo = z.infer<typeof guestSchoolInfo>;

export const domainQuery = z.object({ domain: z.string().trim().min(1).max(253).optional() });
/** A school's texts for a guest (by `domain`) or its own staff, in one language. */
export const schoolTextQuery = domainQuery.extend({ translate_lang: z.enum(TRANSLATE_LANGS).optional() });
export const schoolLanguageQuery = schoolTextQuery.pick({ translate_lang: true });
export const currency = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const currencyList = z.array(currency);
export const currencyCodeResponse = z.object({ code: z.string() });
export const logoResponse = z.object({ logo: z.string().nullable(), name: z.string() });
