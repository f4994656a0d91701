import { type CurrencyCode, inLanguage, toMinor } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { isStudentOf } from "../../../core/access/membership.js";
import { loadCourse } from "../../course/index.js";
import * as queries from "./checkout.queries.js";

/**
 * What buying a program costs the caller, the one rule every way to pay it asks (card, Kaspi, transfer): the
 * program's cost in the school's currency, never a client's sum; `enrolled` when the caller already studies it,
 * `free` when there is nothing to pay.
 */
export type ProgramSale =
  | { kind: "enrolled" }
  | { kind: "free"; courseId: number }
  | { kind: "sold"; courseId: number; title: string; amountMinor: number; currency: CurrencyCode };

export async function programSale(actor: Actor, courseId: number): Promise<ProgramSale> {
  const course = await loadCourse(actor, courseId);
  if (await isStudentOf(actor, { courseId: course.id, userId: actor.caller.userId })) return { kind: "enrolled" };
  const currency = ((await queries.schoolCurrency(actor)) ?? "KZT") as CurrencyCode;
  const amountMinor = toMinor(course.cost, currency);
  if (course.isFree || amountMinor <= 0) return { kind: "free", courseId: course.id };
  return {
    kind: "sold",
    courseId: course.id,
    // The order's title in the payer's language (decision 0134).
    title: inLanguage(actor.language, { ru: course.titleRu, kk: course.titleKk, en: course.titleEn }),
    amountMinor,
    currency,
  };
}
