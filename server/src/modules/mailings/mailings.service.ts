import {
  MAILING_CHANNELS,
  MAILING_PAGE_SIZE,
  type MailingChannel,
  type MailingDelivery,
  type MailingDetail,
  type MailingPreview,
  type MailingSummary,
  type SendMailingBody,
} from "@school/contracts";

import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import { sanitizeRichText } from "../../core/rich-text.js";
import { zonedInstant } from "../../core/schedule-time.js";
import { schoolTimeZone } from "../../core/school-day.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import * as queries from "./mailings.queries.js";

/* Mailings (issue 22, decision 0066): composing, previewing, listing, the log, cancelling. */

function statusOf(row: queries.MailingRow, progress: queries.Progress): MailingSummary["status"] {
  if (row.status === "cancelled") return "cancelled";
  if (row.status === "scheduled") return "scheduled";
  return row.fannedOutAt && progress.pending === 0 ? "done" : "sending";
}

const NO_PROGRESS: queries.Progress = { total: 0, sent: 0, failed: 0, pending: 0 };

function toDetail(found: { row: queries.MailingRow; author: string | null }, progress = NO_PROGRESS): MailingDetail {
  const { row } = found;
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    channels: row.channels,
    status: statusOf(row, progress),
    audience: (row.audience as queries.StoredAudience).audience,
    author: found.author,
    send_at: row.sendAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    progress,
  };
}

async function requireUser(actor: Actor, userId: number) {
  const found = await queries.userExists(actor, userId);
  if (!found) throw new AppError("not_found", "User not found", { fields: { user_id: "Not found" } });
}

export async function previewMailing(
  actor: Actor,
  body: { target: SendMailingBody["target"]; channels?: MailingChannel[] },
): Promise<MailingPreview> {
  if (body.target.audience === "user") await requireUser(actor, body.target.user_id);
  const preview = await queries.audiencePreview(actor, {
    audience: body.target,
    channels: body.channels ?? MAILING_CHANNELS,
  });
  return {
    count: preview.count,
    with_chat_id: preview.withChat,
    first_names: preview.firstNames,
    recipients: preview.recipients,
    excluded: preview.excluded,
  };
}

/**
 * A mailing that would reach nobody is refused before it is stored (decision 0171), saying how many were left out
 * and why, rather than shown as done with no recipients. A scheduled one is counted as the audience stands now.
 */
async function requireRecipients(actor: Actor, body: Pick<SendMailingBody, "target" | "channels">) {
  const preview = await previewMailing(actor, body);
  if (preview.recipients > 0) return;
  const { unsubscribed, unlinked, no_address } = preview.excluded;
  const detail =
    `The mailing would reach nobody: ${unsubscribed} unsubscribed, ${unlinked} not linked to the channel, ` +
    `${no_address} without an address`;
  throw new AppError("no_recipients", detail, { fields: { target: detail } });
}

/**
 * `send_tg_mailing/`: the mailing row and its fan-out job in one transaction (the job runs at `send_at`). The body is
 * sanitised with the allow-list here, once, before it is stored; a body that sanitises to nothing is refused.
 */
export async function sendMailing(actor: Actor, body: SendMailingBody): Promise<MailingDetail> {
  const clean = sanitizeRichText(body.body);
  if (!clean) throw new AppError("validation_failed", "The message is empty", { fields: { body: "Empty" } });
  await requireRecipients(actor, body);
  const now = actor.deps.clock.now();
  let sendAt = now;
  if (body.send_at) {
    const [date, time] = body.send_at.split("T") as [string, string];
    sendAt = zonedInstant(date, time, await schoolTimeZone(actor));
    if (sendAt.getTime() < now.getTime() - 60_000) {
      throw new AppError("validation_failed", "The time has passed", { fields: { send_at: "In the past" } });
    }
  }
  const created = await createMailing(actor, {
    kind: "manual",
    subject: body.subject,
    body: clean,
    channels: body.channels,
    audience: body.target,
    sendAt,
    whatsappTemplateKey: body.channels.includes("whatsapp") ? (body.whatsapp_template ?? null) : null,
  });
  return getMailing(actor, created.id);
}

/** A mailing and its fan-out job, committed together. */
async function createMailing(
  actor: Actor,
  input: Pick<queries.MailingRow, "kind" | "subject" | "body" | "channels" | "sendAt"> & {
    audience: queries.StoredAudience;
    whatsappTemplateKey?: queries.MailingRow["whatsappTemplateKey"];
  },
) {
  const later = input.sendAt.getTime() > actor.deps.clock.now().getTime() + 5_000;
  return inTransaction(actor, async (tx) => {
    const mailing = await queries.insertMailing(tx, {
      ...input,
      authorId: actor.caller.userId,
      status: later ? "scheduled" : "sending",
    });
    await tx.jobs.enqueue(
      "mailing.fan-out",
      { school_id: actor.schoolId, mailing_id: mailing.id },
      later ? { startAfter: input.sendAt } : {},
    );
    return mailing;
  });
}

/**
 * A program saved with `is_need_mailing` (product.md 3): its students get a notice about it through the same path
 * as any mailing, by e-mail and by Telegram where they linked the bot.
 */
export async function notifyProgramStudents(actor: Actor, courseId: number): Promise<void> {
  const course = await queries.programMailingText(actor, courseId);
  if (!course) return;
  const body = sanitizeRichText(
    `<p>{first_name}, ${escapeText(course.title)}: ${escapeText(course.desc)}</p><p>{school}</p>`,
  );
  await createMailing(actor, {
    kind: "program",
    subject: `${course.title}`.slice(0, 200),
    body,
    channels: ["email", "telegram"],
    audience: { audience: "program", course_id: courseId },
    sendAt: actor.deps.clock.now(),
  });
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function listMailings(actor: Actor, input: { page: number; requestUrl: string }) {
  const { total, rows } = await queries.mailingPage(actor, pageWindow(input.page, MAILING_PAGE_SIZE));
  const progress = await queries.progressOf(
    actor,
    rows.map(({ row }) => row.id),
  );
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.page,
    pageSize: MAILING_PAGE_SIZE,
    count: total,
    results: rows.map((found) => {
      const { body: _body, ...summary } = toDetail(found, progress.get(found.row.id));
      return summary;
    }),
  });
}

async function requireMailing(actor: Actor, id: number) {
  const found = await queries.mailingWithAuthor(actor, id);
  if (!found) throw new AppError("not_found", "Mailing not found");
  return found;
}

export async function getMailing(actor: Actor, id: number): Promise<MailingDetail> {
  const found = await requireMailing(actor, id);
  const progress = await queries.progressOf(actor, [id]);
  return toDetail(found, progress.get(id));
}

/** Cancels a scheduled mailing, or the deliveries a sending one has not made yet; a finished one is a conflict. */
export async function cancelMailing(actor: Actor, id: number): Promise<MailingDetail> {
  const current = await getMailing(actor, id);
  if (current.status === "done" || current.status === "cancelled") {
    throw new AppError("conflict", "This mailing has finished");
  }
  await inTransaction(actor, async (tx) => {
    await queries.setMailingStatus(tx, { id, status: "cancelled" });
    await queries.cancelPending(tx, id);
  });
  return getMailing(actor, id);
}

export async function mailingLog(
  actor: Actor,
  input: { mailingId: number; query: { page: number; state?: MailingDelivery["state"] }; requestUrl: string },
) {
  await requireMailing(actor, input.mailingId);
  const { total, rows } = await queries.deliveryPage(actor, {
    mailingId: input.mailingId,
    state: input.query.state,
    window: pageWindow(input.query.page, MAILING_PAGE_SIZE),
  });
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.query.page,
    pageSize: MAILING_PAGE_SIZE,
    count: total,
    results: rows.map(
      ({ row, name }): MailingDelivery => ({
        id: row.id,
        user_id: row.userId,
        name,
        channel: row.channel,
        address: row.address,
        state: row.state,
        reason: row.reason,
        detail: row.detail,
        attempts: row.attempts,
        sent_at: row.sentAt?.toISOString() ?? null,
        updated_at: row.updatedAt.toISOString(),
      }),
    ),
  });
}
