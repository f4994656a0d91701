import { randomBytes } from "node:crypto";
import {
  inLanguage,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_FILE_FIELD,
  LEGAL_PDF_MAX_BYTES,
  type LegalDocument,
  type LegalDocumentKind,
  type LegalDocumentText,
  type LegalTextBody,
  type SchoolHelpInfo,
  type SupportContact,
  type SupportContactBody,
  type Translations,
  type UiLanguage,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { Actor, Visitor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { richTextOf } from "../../../core/rich-text.js";
import type { Storage } from "../../../core/storage/storage.js";
import { receiveUploadToDisk } from "../../../core/uploads.js";
import type { LegalDocumentRow, SchoolHelpRow } from "./legal.queries.js";
import * as queries from "./legal.queries.js";

/** Registration records its consent through the legal documents' own queries (decision 0061). */
export { recordRegistrationConsent } from "./legal.queries.js";

const order = (row: { kind: LegalDocumentKind }) => LEGAL_DOCUMENT_KINDS.indexOf(row.kind);

function documentOf(storage: Storage, row: LegalDocumentRow): LegalDocument {
  return {
    kind: row.kind,
    format: row.format,
    url: row.fileKey === null ? null : storage.url(row.fileKey),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
/** A document with its text in the reader's language, and the three as written (decision 0134). */
const withText =
  (reader: { deps: { storage: Storage }; language: UiLanguage }) =>
  (row: LegalDocumentRow): LegalDocumentText => {
    const texts = row.format === "text" ? { ru: row.text, kk: row.textKk, en: row.textEn } : NO_TEXT;
    return {
      ...documentOf(reader.deps.storage, row),
      text: inLanguage(reader.language, texts),
      text_ru: texts.ru,
      text_kk: texts.kk,
      text_en: texts.en,
    };
  };

const NO_TEXT: Translations = { ru: "", kk: "", en: "" };

export const supportOf = (row: SchoolHelpRow | null): SupportContact => ({
  phone: row?.supportPhone ?? "",
  email: row?.supportEmail ?? "",
  telegram: row?.supportTelegram ?? "",
});

/** `help/info/`: the documents the school has, in the footer's order, and its support contact. */
export async function helpInfo(visitor: Visitor): Promise<SchoolHelpInfo> {
  const [rows, help] = await Promise.all([queries.documents(visitor), queries.helpRow(visitor)]);
  return {
    documents: rows.sort((a, b) => order(a) - order(b)).map((row) => documentOf(visitor.deps.storage, row)),
    support: supportOf(help),
  };
}

/** `help/legal/{kind}/`: one document; a kind the school has not published is not found. */
export async function legalDocument(visitor: Visitor, kind: LegalDocumentKind): Promise<LegalDocumentText> {
  const row = await queries.document(visitor, kind);
  if (!row) throw new AppError("not_found", "The school has not published this document");
  return withText(visitor)(row);
}

/** The documents tab's part: every document the school has, with its text. */
export async function documentsForSettings(actor: Actor): Promise<LegalDocumentText[]> {
  const rows = await queries.documents(actor);
  return rows.sort((a, b) => order(a) - order(b)).map(withText(actor));
}

/** Stores the new version, then removes the file the old one had (after the row points at the new one). */
async function replaced(
  actor: Actor,
  input: { kind: LegalDocumentKind; fileKey: string | null; text: Translations },
): Promise<LegalDocumentText> {
  const before = await queries.document(actor, input.kind);
  const row = await queries.writeDocument(actor, input);
  if (before?.fileKey && before.fileKey !== row.fileKey) await actor.deps.storage.remove(before.fileKey);
  return withText(actor)(row);
}

/**
 * `help/legal/{kind}/file/`: a PDF, checked by its bytes (another type 415, over the limit 413) before anything is
 * stored; it is public, as the footer shows it to guests.
 */
export async function uploadPdf(actor: Actor, input: { kind: LegalDocumentKind; request: FastifyRequest }) {
  const { kind } = input;
  const upload = await receiveUploadToDisk(input.request, {
    allowed: ["application/pdf"],
    maxBytes: LEGAL_PDF_MAX_BYTES,
    fields: [LEGAL_FILE_FIELD],
  });
  try {
    const key = `legal/${actor.schoolId}/${kind}-${randomBytes(8).toString("hex")}.pdf`;
    await actor.deps.storage.putFile(key, upload.path, "application/pdf");
    try {
      return await replaced(actor, { kind, fileKey: key, text: NO_TEXT });
    } catch (error) {
      await actor.deps.storage.remove(key);
      throw error;
    }
  } finally {
    await upload.discard();
  }
}

/**
 * `help/legal/{kind}/text/`: a text (plain or simple HTML) in Russian, with its Kazakh and English beside it, each
 * stored as the allow-list keeps it.
 */
export async function writeText(
  actor: Actor,
  input: { kind: LegalDocumentKind; text: LegalTextBody },
): Promise<LegalDocumentText> {
  const html = {
    ru: richTextOf(input.text.text),
    kk: richTextOf(input.text.text_kk),
    en: richTextOf(input.text.text_en),
  };
  if (html.ru === "") {
    throw new AppError("validation_failed", "The text is empty once cleaned", { fields: { text: "Required" } });
  }
  return replaced(actor, { kind: input.kind, fileKey: null, text: html });
}

export async function deleteDocument(actor: Actor, kind: LegalDocumentKind): Promise<void> {
  const row = await queries.deleteDocument(actor, kind);
  if (!row) throw new AppError("not_found", "The school has not published this document");
  if (row.fileKey) await actor.deps.storage.remove(row.fileKey);
}

export async function updateSupport(actor: Actor, body: SupportContactBody): Promise<SupportContact> {
  const row = await queries.saveHelp(actor, {
    supportPhone: body.phone,
    supportEmail: body.email,
    supportTelegram: body.telegram,
  });
  return supportOf(row);
}
