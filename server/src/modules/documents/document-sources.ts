import { DOCUMENT_KINDS, type DocumentKind, inLanguage, sumInWords, type UiLanguage } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { type Requisites, requireRequisites } from "../requisites/index.js";
import { DEFAULT_TEMPLATES } from "./default-templates.js";
import { type DocumentContent, documentContent, fillTemplate } from "./document-content.js";
import { dateText, moneyText, vatLine } from "./document-pdf.js";
import { DOCUMENT_WORDS } from "./document-words.js";
import * as queries from "./documents.queries.js";

/**
 * What a document is made of, gathered once when it is issued (decision 0162): the student, the program and its
 * schedule or the act, the school's requisites (through the gate of decision 0158), and the template's text with
 * every placeholder filled from them.
 */

export type DocumentSubject = {
  userId: number;
  kind: DocumentKind;
  language: UiLanguage;
  courseId?: number;
  actId?: number;
  /** The customer as staff named them (the student's IIN, or a payer's name and IIN); `required`: refused without. */
  customer?: { iin?: string; name?: string; required: boolean };
};

export type Student = NonNullable<Awaited<ReturnType<typeof queries.studentForDocument>>>;
export type Money = {
  title: string;
  lines: DocumentContent["lines"];
  schedule: DocumentContent["schedule"];
  total: number;
};

/** The template a school's document of that kind and language is made from: its own, or the shipped one. */
export async function templateText(scope: Scope, key: { kind: DocumentKind; language: UiLanguage }): Promise<string> {
  return (await queries.savedTemplate(scope, key))?.body ?? DEFAULT_TEMPLATES[key.kind][key.language];
}

/** The program's line and the student's instalment schedule: the total is the schedule's, or the program's price. */
async function programMoney(scope: Scope, subject: DocumentSubject & { today: string }): Promise<Money> {
  if (subject.courseId === undefined)
    throw new AppError("validation_failed", "Name the program", { fields: { course_id: "Required for this kind" } });
  const program = await queries.programForDocument(scope, subject.courseId);
  if (!program) throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
  const title = inLanguage(subject.language, { ru: program.titleRu, kk: program.titleKk, en: program.titleEn });
  const schedule = (await queries.scheduleOf(scope, subject.userId)).map((row) => ({
    due: row.due,
    amount: row.amount,
  }));
  const total = schedule.length > 0 ? schedule.reduce((sum, row) => sum + row.amount, 0) : program.price;
  return { title, lines: [{ name: title, date: subject.today, amount: total }], schedule, total };
}

async function actMoney(
  scope: Scope,
  subject: DocumentSubject & { service: string },
): Promise<Money & { date: string; number: string }> {
  const act = subject.actId === undefined ? undefined : await queries.actForDocument(scope, subject.actId);
  if (!act || act.userId !== subject.userId)
    throw new AppError("validation_failed", "Name one of the student's acts", { fields: { act_id: "Not found" } });
  const name = act.note ? `${subject.service}: ${act.note}` : subject.service;
  return {
    title: act.note,
    lines: [{ name, date: act.date, amount: act.amount }],
    schedule: [],
    total: act.amount,
    number: act.number,
    date: act.date,
  };
}

export function placeholderValues(content: Omit<DocumentContent, "body">, input: { student: Student; money: Money }) {
  const { language, contractor, currency } = content;
  const money = (amount: number) => moneyText(amount, { currency, language });
  const words = DOCUMENT_WORDS[language];
  return {
    "student.full_name": content.customer.name,
    "student.first_name": input.student.firstName,
    "student.last_name": input.student.lastName,
    "student.email": content.customer.email,
    "student.phone": content.customer.phone,
    "school.name": inLanguage(language, {
      ru: input.student.schoolName,
      kk: input.student.schoolNameKk,
      en: input.student.schoolNameEn,
    }),
    "requisites.legal_name": contractor.name,
    "requisites.bin": contractor.code,
    "requisites.address": contractor.address,
    "requisites.bank": contractor.bank,
    "requisites.iik": contractor.iik,
    "requisites.bik": contractor.bik,
    "requisites.kbe": contractor.kbe,
    "requisites.director": `${contractor.directorTitle || words.director} ${contractor.directorName}`.trim(),
    "document.number": content.number,
    "document.date": dateText(content.date, language),
    "program.title": input.money.title,
    "payment.total": money(content.total),
    "payment.total_words": currency === "KZT" ? sumInWords(content.total, language) : money(content.total),
    "payment.vat": vatLine(content as DocumentContent, words),
    "plan.schedule": content.schedule
      .map((row, index) => `${index + 1}) ${dateText(row.due, language)}: ${money(row.amount)}`)
      .join("\n"),
    "act.note": input.money.title,
  };
}

export function contractorOf(
  requisites: Omit<Requisites, "certificatePrefix" | "contractPrefix" | "invoicePrefix">,
): DocumentContent["contractor"] {
  return {
    name: requisites.legalName,
    code: requisites.bin,
    address: requisites.legalAddress,
    phone: "",
    email: "",
    bank: requisites.bankName,
    iik: requisites.iik,
    bik: requisites.bik,
    kbe: requisites.kbe,
    directorTitle: requisites.directorTitle,
    directorName: requisites.directorName,
    vatCertificate: requisites.vatPayer
      ? [requisites.vatCertificateSeries, requisites.vatCertificateNumber].filter(Boolean).join(" ")
      : "",
  };
}

/** The student's contract a document follows: the accepted one, else the latest issued, as its content froze it. */
async function contractOf(scope: Scope, userId: number) {
  const row = await queries.latestContractOf(scope, userId);
  return row ? documentContent.parse(row.content) : undefined;
}

/**
 * Who the document is for (decision 0171): the customer staff named (a payer, or the student's IIN now given), else
 * the customer of the contract an invoice or an act follows, else the student without an IIN, which an act, printing the customer's
 * IIN, refuses (400 naming `customer_iin`, the field the issue form asks for).
 */
function customerOf(input: {
  student: Student;
  contract: DocumentContent | undefined;
  named: DocumentSubject["customer"];
}): DocumentContent["customer"] {
  const { student, contract, named } = input;
  const own = `${student.firstName} ${student.lastName}`.trim();
  const code = named?.iin || (named?.name ? "" : (contract?.customer.code ?? ""));
  if (named?.required && !code) {
    const detail = "The act prints the customer's IIN: give the student's or the payer's";
    throw new AppError("validation_failed", detail, { fields: { customer_iin: detail } });
  }
  return {
    name: named?.name || (named?.iin ? own : (contract?.customer.name ?? own)),
    code,
    address: "",
    phone: student.phone ?? "",
    email: student.email,
  };
}

/**
 * A document's content for a student: refused (400, naming them) while the school lacks the requisites the kind
 * prints, or when the program or act it needs is not named or not the student's.
 */
export async function gatherContent(
  scope: Scope,
  input: DocumentSubject & { number: string; today: string; template: string },
): Promise<DocumentContent> {
  const requisites = await requireRequisites(scope, { for: DOCUMENT_KINDS[input.kind].requisites });
  const student = await queries.studentForDocument(scope, input.userId);
  if (!student) throw new AppError("not_found", "Student not found", { fields: { id: "Not found" } });
  const words = DOCUMENT_WORDS[input.language];
  const act =
    DOCUMENT_KINDS[input.kind].subject === "act"
      ? await actMoney(scope, { ...input, service: words.service })
      : undefined;
  const money = act ?? (await programMoney(scope, input));
  // An invoice or an act follows the student's contract, and is made out to its customer; a contract names its own.
  const contract = input.kind === "contract" ? undefined : await contractOf(scope, input.userId);
  const content: Omit<DocumentContent, "body"> = {
    kind: input.kind,
    language: input.language,
    // An act keeps the number the school gave it (form Р-1's document number); other kinds take the next of theirs.
    number: act?.number ?? input.number,
    date: act?.date ?? input.today,
    contractor: contractorOf(requisites),
    customer: customerOf({ student, contract, named: input.customer }),
    contract: contract ? { number: contract.number, date: contract.date } : null,
    lines: money.lines,
    schedule: money.schedule,
    total: money.total,
    currency: student.currency,
    vatRate: requisites.vatPayer ? requisites.vatRate : null,
  };
  return { ...content, body: fillTemplate(input.template, placeholderValues(content, { student, money })) };
}
