import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentTemplate,
  type DocumentTemplateBody,
  type DocumentTemplateList,
  UI_LANGUAGES,
  unknownPlaceholders,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import { schoolRequisites } from "../requisites/index.js";
import { DEFAULT_TEMPLATES } from "./default-templates.js";
import { type DocumentContent, fillTemplate } from "./document-content.js";
import { DOCUMENT_PDF } from "./document-layouts.js";
import { contractorOf, placeholderValues } from "./document-sources.js";
import * as queries from "./documents.queries.js";

/**
 * The school's document templates (decision 0162): every kind in every language, the school's own text or the shipped
 * one; saved only when every placeholder is one its kind knows; previewed as a PDF before saving.
 */

export async function listTemplates(actor: Actor): Promise<DocumentTemplateList> {
  const saved = await queries.savedTemplates(actor);
  const templates = DOCUMENT_KIND_NAMES.flatMap((kind) =>
    UI_LANGUAGES.map((language): DocumentTemplate => {
      const own = saved.find((row) => row.kind === kind && row.language === language);
      return {
        kind,
        language,
        body: own?.body ?? DEFAULT_TEMPLATES[kind][language],
        is_default: !own,
        updated_at: own?.updatedAt.toISOString() ?? null,
      };
    }),
  );
  const placeholders = Object.fromEntries(
    DOCUMENT_KIND_NAMES.map((kind) => [kind, [...DOCUMENT_KINDS[kind].placeholders]]),
  ) as DocumentTemplateList["placeholders"];
  return { templates, placeholders };
}

/** A 400 naming the unknown placeholders and listing the known ones, the editor shows it under the text. */
function requireKnownPlaceholders(body: DocumentTemplateBody) {
  const unknown = unknownPlaceholders(body.kind, body.body);
  if (unknown.length === 0) return;
  const known = DOCUMENT_KINDS[body.kind].placeholders.map((name) => `{{${name}}}`).join(", ");
  const named = unknown.map((name) => `{{${name}}}`).join(", ");
  throw new AppError("validation_failed", `Unknown placeholders: ${named}. Known placeholders: ${known}`, {
    fields: { body: `Unknown placeholders: ${named}. Known placeholders: ${known}` },
  });
}

/** Saves a kind's text in a language; an empty text goes back to the shipped one. */
export async function saveTemplate(actor: Actor, body: DocumentTemplateBody): Promise<DocumentTemplate> {
  requireKnownPlaceholders(body);
  const key = { kind: body.kind, language: body.language };
  if (!body.body.trim()) {
    await queries.forgetTemplate(actor, key);
    return { ...key, body: DEFAULT_TEMPLATES[body.kind][body.language], is_default: true, updated_at: null };
  }
  const row = await queries.saveTemplate(actor, { ...key, body: body.body });
  return { ...key, body: row.body, is_default: false, updated_at: row.updatedAt.toISOString() };
}

/** A sample student's document: what the preview fills a text with, beside the school's requisites as they are. */
function sampleContent(input: {
  body: DocumentTemplateBody;
  today: string;
  contractor: DocumentContent["contractor"];
  /** The numbers as the school's documents start: of this kind, and of the contract it follows. */
  number: string;
  contractNumber: string;
}) {
  const { kind, language } = input.body;
  const title = { ru: "Подготовка к IELTS", kk: "IELTS-ке дайындық", en: "IELTS preparation" }[language];
  const schedule = [
    { due: input.today, amount: 150_000 },
    { due: input.today.replace(/^(\d{4})/, (year) => String(Number(year) + 1)), amount: 150_000 },
  ];
  const content: Omit<DocumentContent, "body"> = {
    kind,
    language,
    number: input.number,
    date: input.today,
    contractor: input.contractor,
    customer: {
      name: "Айжан Серикова",
      code: "010101650016",
      address: "",
      phone: "+7 701 000 00 00",
      email: "student@example.kz",
    },
    contract: kind === "contract" ? null : { number: input.contractNumber, date: input.today },
    lines: [{ name: title, date: input.today, amount: 300_000 }],
    schedule: DOCUMENT_KINDS[kind].subject === "program" ? schedule : [],
    total: 300_000,
    currency: "KZT",
    vatRate: null,
  };
  const student = {
    firstName: "Айжан",
    lastName: "Серикова",
    email: "student@example.kz",
    phone: null,
    role: "student" as const,
    schoolName: "",
    schoolNameKk: "",
    schoolNameEn: "",
    currency: "KZT",
  };
  const values = placeholderValues(content, {
    student,
    money: { title, lines: content.lines, schedule, total: 300_000 },
  });
  return { ...content, body: fillTemplate(input.body.body || DEFAULT_TEMPLATES[kind][language], values) };
}

/** A text as its PDF would look, before it is saved: the known placeholders only, as saving demands. */
export async function previewTemplate(actor: Actor, body: DocumentTemplateBody): Promise<Buffer> {
  requireKnownPlaceholders(body);
  const requisites = await schoolRequisites(actor);
  const { today } = await schoolDayOf(actor);
  const contractor = contractorOf({
    legalName: requisites.legal_name,
    bin: requisites.bin,
    legalAddress: requisites.legal_address,
    bankName: requisites.bank_name,
    iik: requisites.iik,
    bik: requisites.bik,
    kbe: requisites.kbe,
    directorName: requisites.director_name,
    directorTitle: requisites.director_title,
    vatPayer: requisites.vat_payer,
    vatRate: requisites.vat_rate,
    vatCertificateSeries: requisites.vat_certificate_series,
    vatCertificateNumber: requisites.vat_certificate_number,
  });
  const prefixes = requisites.number_prefixes;
  const number = body.kind === "act" ? "1" : `${prefixes[body.kind]}-1`;
  return actor.deps.pdfs.draw(DOCUMENT_PDF, {
    content: sampleContent({ body, today, contractor, number, contractNumber: `${prefixes.contract}-1` }),
    acceptance: null,
  });
}
