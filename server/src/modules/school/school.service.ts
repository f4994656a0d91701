import { CURRENCIES, type GuestSchoolInfo, inLanguage, type SchoolDetail, type TranslateLang } from "@school/contracts";
import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { settingsOf } from "./school-settings.service.js";

async function loadSchool(deps: Deps, schoolId: number) {
  const [school] = await deps.db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!school) throw new AppError("not_found", "School not found");
  return school;
}

/** The school with its texts in `language` (Russian when not asked), each falling back as decision 0020 says. */
export async function schoolDetail(
  deps: Deps,
  input: { schoolId: number; language?: TranslateLang },
): Promise<SchoolDetail> {
  return detailOf(deps, await loadSchool(deps, input.schoolId), input.language);
}

export function detailOf(
  deps: Deps,
  school: typeof schools.$inferSelect,
  language: TranslateLang = "ru",
): SchoolDetail {
  return {
    id: school.id,
    name: inLanguage(language, { ru: school.name, kk: school.nameKk, en: school.nameEn }),
    description: inLanguage(language, { ru: school.description, kk: school.descriptionKk, en: school.descriptionEn }),
    tagline: inLanguage(language, { ru: school.taglineRu, kk: school.taglineKk, en: school.taglineEn }),
    address: school.address,
    domain: school.domain,
    currency: school.currency,
    logo: school.logo ? deps.storage.url(school.logo) : null,
    tariff_status: school.tariffActive,
    settings: settingsOf(school),
  };
}

export async function guestSchoolInfo(
  deps: Deps,
  input: { schoolId: number; language?: TranslateLang },
): Promise<GuestSchoolInfo> {
  const { id, name, description, tagline, logo, currency } = await schoolDetail(deps, input);
  return { id, name, description, tagline, logo, currency };
}

export const currencyList = () => CURRENCIES.map(({ id, code, name }) => ({ id, code, name }));
