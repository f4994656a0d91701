import { inLanguage, type UiLanguage } from "@school/contracts";
import type { PaymentRow, ProgramTitles } from "./ledger.queries.js";
import { itemText } from "./receipts/receipt-text.js";

/**
 * What an order is called on a screen, in its reader's language (decision 0172): a program's title as the program is
 * written now, a tariff's size and the priority package in the reader's words. The payment keeps the title it was
 * bought under (the payer's language then): the provider's checkout, the history and the documents name it so, and a
 * screen shows it once its program is deleted.
 */
export function orderTitle(
  language: UiLanguage,
  order: { payment: Pick<PaymentRow, "kind" | "title" | "tariffStudents" | "tariffMonths">; program: ProgramTitles },
): string {
  const { payment, program } = order;
  if (payment.kind === "priority_package") return itemText(language, { kind: "package" });
  if (payment.kind === "tariff" && payment.tariffStudents !== null && payment.tariffMonths !== null) {
    return itemText(language, { kind: "tariff", students: payment.tariffStudents, months: payment.tariffMonths });
  }
  if (payment.kind !== "course" || !program) return payment.title;
  return inLanguage(language, { ru: program.titleRu, kk: program.titleKk, en: program.titleEn }) || payment.title;
}
