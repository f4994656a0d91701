import { z } from "zod";

export const schoolDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
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
  logo: true,
  currency: true,
});
export type GuestSchoolInfo = z.infer<typeof guestSchoolInfo>;

export const domainQuery = z.object({ domain: z.string().trim().min(1).max(253).optional() });
export const currency = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const currencyList = z.array(currency);
export const currencyCodeResponse = z.object({ code: z.string() });
export const logoResponse = z.object({ logo: z.string().nullable(), name: z.string() });
