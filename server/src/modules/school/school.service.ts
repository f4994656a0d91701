import { CURRENCIES, type GuestSchoolInfo, type SchoolDetail } from "@school/contracts";
import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";

async function loadSchool(deps: Deps, schoolId: number) {
  const [school] = await deps.db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!school) throw new AppError("not_found", "School not found");
  return school;
}

export async function schoolDetail(deps: Deps, schoolId: number): Promise<SchoolDetail> {
  const school = await loadSchool(deps, schoolId);
  return {
    id: school.id,
    name: school.name,
    description: school.description,
    address: school.address,
    domain: school.domain,
    currency: school.currency,
    logo: school.logo ? deps.storage.url(school.logo) : null,
    tariff_status: school.tariffActive,
  };
}

export async function guestSchoolInfo(deps: Deps, schoolId: number): Promise<GuestSchoolInfo> {
  const { id, name, description, logo, currency } = await schoolDetail(deps, schoolId);
  return { id, name, description, logo, currency };
}

export const currencyList = () => CURRENCIES.map(({ id, code, name }) => ({ id, code, name }));
