import { DOCUMENT_KINDS, type DocumentKind, inLanguage, sumInWords, type UiLanguage } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { type Requisites, requireRequisites } from "../requisites/requisites.service.js";
import { DEFAULT_TEMPLATES } from "./default-templates.js";
import { type DocumentContent, fillTemplate } from "./document-content.js";
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

export function contractorOf(requisites: Requisites): DocumentContent["contractor"] {
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
  const content: Omit<DocumentContent, "body"> = {
    kind: input.kind,
    language: input.language,
    // An act keeps the number the school gave it (form Р-1's document number); other kinds take the next of theirs.
    number: act?.number ?? input.number,
    date: act?.date ?? input.today,
    contractor: contractorOf(requisites),
    customer: {
      name: `${student.firstName} ${student.lastName}`.trim(),
      code: "",
      address: "",
      phone: student.phone ?? "",
      email: student.email,
    },
    lines: money.lines,
    schedule: money.schedule,
    total: money.total,
    currency: student.currency,
    vatRate: requisites.vatPayer ? requisites.vatRate : null,
  };
  return { ...content, body: fillTemplate(input.template, placeholderValues(content, { student, money })) };
}
