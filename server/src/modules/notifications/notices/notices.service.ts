import {
  inLanguage,
  type NoticeCreateBody,
  type noticeListQuery,
  type SchoolNotice,
  SPEC_MESSAGES,
  type UiLanguage,
} from "@school/contracts";
import type { z } from "zod";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { announce, notify } from "../../../core/notify/notify.js";
import { pageLinks, pageWindow } from "../../../core/pagination.js";
import { richTextToPlain, sanitizeRichText } from "../../../core/rich-text.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import * as queries from "./notices.queries.js";

const PAGE_SIZE = 20;
const FAILED_SHOWN = 50;

type NoticeRow = Awaited<ReturnType<typeof queries.noticeRows>>[number];
type FailedRow = Awaited<ReturnType<typeof queries.failedRecipients>>[number];

function noticeView(input: { row: NoticeRow; failed: FailedRow[]; language: UiLanguage }): SchoolNotice {
  const { row, failed, language } = input;
  return {
    id: row.id,
    title: inLanguage(language, { ru: row.title, kk: row.titleKk, en: row.titleEn }),
    body: inLanguage(language, { ru: row.body, kk: row.bodyKk, en: row.bodyEn }),
    audience: row.audience,
    role: row.role,
    author: row.author || null,
    created_at: row.createdAt.toISOString(),
    counts: {
      recipients: row.recipients,
      read: row.read,
      emailed: row.emailed,
      failed: row.failed,
      pending: row.pending,
      app_only: row.appOnly,
    },
    failed: failed
      .filter((recipient) => recipient.noticeId === row.id)
      .map((recipient) => ({
        user_id: recipient.userId,
        name: recipient.name,
        email: recipient.email,
        error: recipient.error ?? SPEC_MESSAGES.checkEmail,
      })),
  };
}

async function noticesOf(actor: Actor, window: { limit: number; offset: number; id?: number }) {
  const rows = await queries.noticeRows(actor, window);
  const failing = rows.filter((row) => row.failed > 0).map((row) => row.id);
  const failed = await queries.failedRecipients(actor, failing, FAILED_SHOWN);
  return rows.map((row) => noticeView({ row, failed, language: actor.language }));
}

/** `send_mail/list/`: the school's notices, newest first, with how each was delivered. */
export async function listNotices(
  actor: Actor,
  input: { query: z.output<typeof noticeListQuery>; requestUrl: string },
) {
  const { page } = input.query;
  const [count, results] = await Promise.all([
    queries.countNotices(actor),
    noticesOf(actor, pageWindow(page, PAGE_SIZE)),
  ]);
  const links = pageLinks({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page,
    pageSize: PAGE_SIZE,
    count,
  });
  return { count, ...links, results };
}

const invalid = (field: string, why: string) =>
  new AppError("validation_failed", "Check the data: some fields are invalid", { fields: { [field]: why } });

/**
 * `send_mail/create/` (decision 0064): the body is sanitised with the rich-text allow-list, the audience resolved to
 * the school's users (chosen ids of another school, or of nobody, are refused alike: 400), and the notice, every
 * recipient's notification and the e-mails of those who want them are written in one transaction with the queue's
 * jobs, so a notice exists if and only if its delivery is on its way.
 */
export async function createNotice(actor: Actor, body: NoticeCreateBody): Promise<SchoolNotice> {
  const html = sanitizeRichText(body.body);
  const text = richTextToPlain(html);
  if (text === "") throw invalid("body", "The text is empty once unsafe markup is removed");
  // A translation that is empty once cleaned is none: its readers see the Russian body.
  const translated = (body: string) => (richTextToPlain(sanitizeRichText(body)) === "" ? "" : sanitizeRichText(body));
  if (body.audience === "users") {
    const wanted = [...new Set(body.user_ids ?? [])];
    const found = await queries.schoolUserIds(actor, wanted);
    if (found.size !== wanted.length) throw invalid("user_ids", "Not a user of this school");
  }
  const authorId = actor.caller.userId;
  const id = await inTransaction(actor, async (scope) => {
    const recipients = await queries.audienceIds(scope, {
      authorId,
      role: body.audience === "role" ? body.role : undefined,
      userIds: body.audience === "users" ? body.user_ids : undefined,
    });
    const noticeId = await queries.insertNotice(scope, {
      authorId,
      title: body.title,
      titleKk: body.title_kk,
      titleEn: body.title_en,
      body: html,
      bodyKk: translated(body.body_kk),
      bodyEn: translated(body.body_en),
      audience: body.audience,
      role: body.audience === "role" ? (body.role ?? null) : null,
    });
    await notify(scope, {
      userIds: recipients,
      kind: "school_notice",
      title: body.title,
      body: text,
      html,
      dedupeKey: `notice:${noticeId}`,
      noticeId,
    });
    return noticeId;
  });
  const [notice] = await noticesOf(actor, { limit: 1, offset: 0, id });
  return notice!;
}

/** `send_mail/delete/{id}/`: the notice leaves its recipients' centres (their bells count again at once). */
export async function deleteNotice(actor: Actor, id: number): Promise<void> {
  await inTransaction(actor, async (tx) => {
    const recipients = await queries.deleteNotice(tx, id);
    if (recipients === null) throw notFound("No such notice");
    await announce(tx, [...new Set(recipients)]);
  });
}
