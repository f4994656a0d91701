import {
  academicYearsAround,
  EDUCATION_DEGREES,
  LEGAL_TRANSLATION_STATES,
  STUDENT_STEPS,
  STUDENT_TYPES,
  type TranslateLang,
  VISA_SUPPORT,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { schoolDayOf } from "../../../core/school-day.js";
import * as queries from "./lookups.queries.js";

/* The record's pickers and choice lists. */

export const listStaff = (actor: Actor) => queries.staffOf(actor);

export async function sellerStudents(actor: Actor, sellerId: number) {
  const seller = await queries.seller(actor, sellerId);
  if (!seller) throw new AppError("not_found", "Seller not found");
  return { seller, students: await queries.studentsSoldBy(actor, sellerId) };
}

export const listPackages = (actor: Actor, search?: string) => queries.packagesInUse(actor, search);
export const listCountries = (actor: Actor, search?: string) => queries.countriesInUse(actor, search);
export const listDegrees = (actor: Actor, search?: string) => queries.degreesOf(actor, search);

/** user/selectors/: every choice list of the record's form in one answer. */
export async function selectors(actor: Actor, language: TranslateLang) {
  const { cities, tags, translators } = await queries.recordChoices(actor, language);
  const { today } = await schoolDayOf(actor);
  return {
    legal_translation_ready: [...LEGAL_TRANSLATION_STATES],
    city: cities,
    categories: tags,
    legal_translator: translators,
    steps: [...STUDENT_STEPS],
    types: [...STUDENT_TYPES],
    visa_support: [...VISA_SUPPORT],
    academic_years: academicYearsAround(Number(today.slice(0, 4))),
    education: [...EDUCATION_DEGREES],
  };
}
