import { CURRENCIES, type GuestSchoolInfo, inLanguage, type SchoolDetail, type TranslateLang } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import type { SchoolWork, Scope } from "../../core/tenancy/scope.js";
import type { schools } from "../../db/schema/index.js";
import { selectSchool } from "./school.queries.js";
import { settingsOf } from "./school-settings.service.js";

async function loadSchool(scope: Scope) {
  const school = await selectSchool(scope);
  if (!school) throw new AppError("not_found", "School not found");
  return school;
}

/** The school with its texts in `language` (Russian when not asked), each falling back as decision 0020 says. */
export async function schoolDetail(
  reader: SchoolWork,
  input: { language?: TranslateLang } = {},
): Promise<SchoolDetail> {
  return detailOf(reader, { school: await loadSchool(reader), language: input.language });
}

export function detailOf(
  reader: Pick<SchoolWork, "deps">,
  input: { school: typeof schools.$inferSelect; language?: TranslateLang },
): SchoolDetail {
  const { school, language = "ru" } = input;
  return {
    id: school.id,
    name: inLanguage(language, { ru: school.name, kk: school.nameKk, en: school.nameEn }),
    description: inLanguage(language, { ru: school.description, kk: school.descriptionKk, en: school.descriptionEn }),
    tagline: inLanguage(language, { ru: school.taglineRu, kk: school.taglineKk, en: school.taglineEn }),
    address: school.address,
    domain: school.domain,
    currency: school.currency,
    logo: school.logo ? reader.deps.storage.url(school.logo) : null,
    tariff_status: school.tariffActive,
    settings: settingsOf(school),
  };
}

export async function guestSchoolInfo(
  reader: SchoolWork,
  input: { language?: TranslateLang },
): Promise<GuestSchoolInfo> {
  const { id, name, description, tagline, logo, currency } = await schoolDetail(reader, input);
  return { id, name, description, tagline, logo, currency };
}

export const currencyList = () => CURRENCIES.map(({ id, code, name }) => ({ id, code, name }));
