import { FINANCE_PAGE_SIZE, type SchoolActsPage, type UiLanguage } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { notFound } from "../../../core/errors.js";
import { keysetPage } from "../../../core/pagination.js";
import { personFields } from "../../../core/person-name.js";
import { workActPdf } from "../../documents/index.js";
import * as queries from "./acts.queries.js";

/** finance/acts/: the school's acts of work done, newest first, a keyset page at a time. */
export async function listSchoolActs(
  actor: Actor,
  query: queries.SchoolActsFilters & { after?: string },
): Promise<SchoolActsPage> {
  const { after, ...filters } = query;
  const cursor = after === undefined ? undefined : { date: after.slice(0, 10), id: Number(after.slice(11)) };
  const rows = await queries.schoolActsPage(actor, { filters, after: cursor });
  const { page, next } = keysetPage(rows, { size: FINANCE_PAGE_SIZE, cursorOf: (last) => `${last.date}_${last.id}` });
  return {
    results: page.map((row) => ({
      id: row.id,
      ...personFields(row),
      number: row.number,
      date: row.date,
      amount: row.amount,
      note: row.note,
    })),
    next_cursor: next,
  };
}

/**
 * An act as a PDF (form Р-1, drawn by the documents' one renderer, decision 0162) in the language asked for, with a
 * file name that says which act it is; not without the requisites an act prints (a 400 naming the missing ones).
 */
export async function actPdfFile(actor: Actor, input: { id: number; lang: UiLanguage }) {
  const act = await queries.actForPdf(actor, input.id);
  if (!act) throw notFound("Act not found");
  const pdf = await workActPdf(actor, { actId: act.id, language: input.lang });
  if (!pdf) throw notFound("Act not found");
  const safeNumber = act.number.replace(/[^\p{L}\p{N}_-]+/gu, "-");
  return {
    pdf,
    disposition: `attachment; filename="act-${act.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`act-${safeNumber}.pdf`)}`,
  };
}
