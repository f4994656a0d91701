import { FINANCE_PAGE_SIZE, type SchoolActsPage, type UiLanguage } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { notFound } from "../../../core/errors.js";
import { keysetPage } from "../../../core/pagination.js";
import { actPdf } from "./act-pdf.js";
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
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      number: row.number,
      date: row.date,
      amount: row.amount,
      note: row.note,
    })),
    next_cursor: next,
  };
}

/** An act as a PDF in the language asked for, with a file name that says which act it is. */
export async function actPdfFile(actor: Actor, input: { id: number; lang: UiLanguage }) {
  const act = await queries.actForPdf(actor, input.id);
  if (!act) throw notFound("Act not found");
  const safeNumber = act.number.replace(/[^\p{L}\p{N}_-]+/gu, "-");
  return {
    pdf: await actPdf(act, input.lang),
    disposition: `attachment; filename="act-${act.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`act-${safeNumber}.pdf`)}`,
  };
}
