import {
  missingRequisites,
  type NumberedDocument,
  REQUISITE_NAMES,
  type RequiredRequisite,
  type RequisitesDocument,
  type SchoolRequisites,
  type SchoolRequisitesBody,
  VAT_RATE_DEFAULT,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import * as queries from "./requisites.queries.js";

/**
 * The school's requisites (issue 38, decision 0158): kept in the settings, printed by its documents, and required by
 * them: `requireRequisites` is the one gate every document that prints them passes.
 */

/** A school's requisites as a document prints them: every text empty until the school fills it. */
export type Requisites = Omit<queries.RequisitesRow, "schoolId" | "updatedAt">;

const EMPTY: Requisites = {
  legalName: "",
  bin: "",
  legalAddress: "",
  bankName: "",
  iik: "",
  bik: "",
  kbe: "",
  directorName: "",
  directorTitle: "",
  vatPayer: false,
  vatRate: null,
  vatCertificateSeries: "",
  vatCertificateNumber: "",
  certificatePrefix: "",
  contractPrefix: "",
  invoicePrefix: "",
};

const requiredValues = (row: Requisites): Record<RequiredRequisite, string> => ({
  legal_name: row.legalName,
  bin: row.bin,
  legal_address: row.legalAddress,
  director_name: row.directorName,
  bank_name: row.bankName,
  iik: row.iik,
  bik: row.bik,
  kbe: row.kbe,
});

function toAnswer(
  row: queries.RequisitesRow | undefined,
  prefixes: Record<NumberedDocument, string>,
): SchoolRequisites {
  const values = row ?? EMPTY;
  return {
    legal_name: values.legalName,
    bin: values.bin,
    legal_address: values.legalAddress,
    bank_name: values.bankName,
    iik: values.iik,
    bik: values.bik,
    kbe: values.kbe,
    director_name: values.directorName,
    director_title: values.directorTitle,
    vat_payer: values.vatPayer,
    vat_rate: values.vatRate,
    vat_certificate_series: values.vatCertificateSeries,
    vat_certificate_number: values.vatCertificateNumber,
    certificate_prefix: values.certificatePrefix,
    contract_prefix: values.contractPrefix,
    invoice_prefix: values.invoicePrefix,
    number_prefixes: prefixes,
    missing: missingRequisites(requiredValues(values)),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The school's requisites as saved, every text empty before the first save (a transfer's screen prints them). */
export async function schoolRequisitesOf(scope: Scope): Promise<Requisites> {
  const row = await queries.requisitesOf(scope);
  if (!row) return EMPTY;
  const { schoolId: _school, updatedAt: _updated, ...requisites } = row;
  return requisites;
}

export async function schoolRequisites(actor: Actor): Promise<SchoolRequisites> {
  return toAnswer(await queries.requisitesOf(actor), await numberPrefixes(actor));
}

/** The kinds' own letters: a contract "Д-3", an invoice "СЧ-2", as Kazakhstani schools number them. */
const KIND_PREFIXES = { contract: "Д", invoice: "СЧ" } as const;

/**
 * A certificate's default prefix, made of the school's name (decision 0171): the initials of its English name's words
 * ("Bilim Academy" → "BA"), or its first letters when it is one word ("Arman" → "ARMAN"), Latin letters only, so it
 * reads the same on a paper in any language; "DOC" when the school has no Latin name. Never the domain.
 */
export function defaultCertificatePrefix(names: { nameEn: string; name: string }): string {
  const words = (names.nameEn || names.name).match(/[A-Za-z]+/g) ?? [];
  const prefix = words.length > 1 ? words.map((word) => word[0]).join("") : (words[0] ?? "");
  return prefix.slice(0, 6).toUpperCase() || "DOC";
}

/** The prefixes the school's numbered documents take now: its own, else the default (decision 0171). */
export async function numberPrefixes(scope: Scope): Promise<Record<NumberedDocument, string>> {
  const facts = await queries.prefixFacts(scope);
  return {
    certificate: facts.certificate || defaultCertificatePrefix(facts),
    contract: facts.contract || KIND_PREFIXES.contract,
    invoice: facts.invoice || KIND_PREFIXES.invoice,
  };
}

/** Every requisite at once; the contract has checked each filled one. A non-payer of VAT keeps no rate. */
export async function setSchoolRequisites(actor: Actor, body: SchoolRequisitesBody): Promise<SchoolRequisites> {
  const row = await queries.saveRequisites(actor, {
    legalName: body.legal_name,
    bin: body.bin,
    legalAddress: body.legal_address,
    bankName: body.bank_name,
    iik: body.iik,
    bik: body.bik,
    kbe: body.kbe,
    directorName: body.director_name,
    directorTitle: body.director_title,
    vatPayer: body.vat_payer,
    vatRate: body.vat_payer ? (body.vat_rate ?? VAT_RATE_DEFAULT) : null,
    vatCertificateSeries: body.vat_payer ? body.vat_certificate_series : "",
    vatCertificateNumber: body.vat_payer ? body.vat_certificate_number : "",
    ...(body.certificate_prefix === undefined ? {} : { certificatePrefix: body.certificate_prefix }),
    ...(body.contract_prefix === undefined ? {} : { contractPrefix: body.contract_prefix }),
    ...(body.invoice_prefix === undefined ? {} : { invoicePrefix: body.invoice_prefix }),
  });
  return toAnswer(row, await numberPrefixes(actor));
}

const DOCUMENT_NAMES: Record<RequisitesDocument, string> = {
  act: "an act",
  invoice: "an invoice",
  contract: "a contract",
};

/**
 * The school's requisites for a document, or a 400 (`requisites_missing`) that names what the document still needs:
 * its message lists them, `fields` has one entry each. Every document that prints requisites asks here first.
 */
export async function requireRequisites(scope: Scope, input: { for: RequisitesDocument }): Promise<Requisites> {
  const row = (await queries.requisitesOf(scope)) ?? EMPTY;
  const missing = missingRequisites(requiredValues(row), input.for);
  if (missing.length === 0) return row;
  const names = missing.map((field) => REQUISITE_NAMES[field]).join(", ");
  throw new AppError(
    "requisites_missing",
    `Fill in the school's requisites before issuing ${DOCUMENT_NAMES[input.for]}: ${names} (Settings → Requisites)`,
    { fields: Object.fromEntries(missing.map((field) => [field, `Required for ${DOCUMENT_NAMES[input.for]}`])) },
  );
}

/**
 * The school's requisites as far as it filled them, each empty text a requisite not given: for a document that prints
 * what there is and falls back on the school's name (a receipt, decision 0161), which no missing requisite may stop.
 */
export async function filledRequisites(scope: Scope): Promise<Requisites> {
  const row = await queries.requisitesOf(scope);
  if (!row) return EMPTY;
  const { schoolId: _school, updatedAt: _updated, ...requisites } = row;
  return requisites;
}
