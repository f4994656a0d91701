import { SPEC_MESSAGES } from "@school/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { notifications, schoolNotices, users } from "../../db/schema/index.js";
import type { OutgoingMail } from "../mail/mailer.js";
import { mailPlainText } from "../mail/plain-text.js";
import type { DeliveryOutcome } from "../messaging/channel.js";
import { defineSchoolJobKind } from "../queue/school-job.js";
import { savedLanguageOf } from "../reader-language.js";
import { contentTypeOf, type Storage } from "../storage/storage.js";
import { noticeTextColumns, notificationTextColumns, notificationTextsIn } from "./notice-texts.js";

const address = z.email();

/**
 * Hands one mail to the transport and says what happened in the channel's terms (core/messaging/channel.ts): an
 * address that is not one, or an SMTP 5xx reply (the server refused it for good), is a permanent failure no retry
 * fixes; anything else (a dropped connection, a 4xx) is tried again by the queue.
 */
export async function deliverMail(
  send: (mail: OutgoingMail) => Promise<void>,
  mail: OutgoingMail,
): Promise<DeliveryOutcome> {
  if (!address.safeParse(mail.to).success) {
    return { kind: "failed", reason: "invalid_address", detail: `Not an e-mail address: ${mail.to}` };
  }
  try {
    await send(mail);
    return { kind: "delivered" };
  } catch (error) {
    const smtp = error as { responseCode?: number; code?: string; message?: string };
    const permanent = (smtp.responseCode ?? 0) >= 500 || smtp.code === "EENVELOPE";
    const detail = String(smtp.message ?? error).slice(0, 500);
    if (permanent) return { kind: "failed", reason: "invalid_address", detail };
    return { kind: "retry", afterSeconds: 0, detail };
  }
}

/**
 * The mail of one notification, in the words it was written in; the link, when there is one, on the platform. A
 * notification written in HTML gets its plain part from that HTML, its links' addresses kept (decision 0141).
 */
export function notificationMail(
  publicUrl: string,
  row: { title: string; body: string; html: string | null; link: string | null },
) {
  const link = row.link ? new URL(row.link, publicUrl).toString() : null;
  if (!row.html) return { subject: row.title, text: link ? `${row.body}\n\n${link}` : row.body, html: undefined };
  const escaped = link?.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const html = escaped ? `${row.html}<p><a href="${escaped}">${escaped}</a></p>` : row.html;
  return { subject: row.title, text: mailPlainText(html), html };
}

/**
 * One notification's e-mail (a user who wants its kind by e-mail at once). Idempotent: only a row still `pending`
 * is sent, and its outcome is recorded on it; a permanent failure is recorded with the spec's message (product.md
 * section 8) and not retried; a transient one throws, so the queue retries with back-off.
 */
export const notificationEmailJob = defineSchoolJobKind({
  payload: z.object({ notification_id: z.number().int() }),
  policy: { retryLimit: 8, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school, mailTransport }) {
    const { deps } = school;
    const [row] = await school.db
      .select({
        ...notificationTextColumns,
        link: notifications.link,
        attachmentKey: notifications.attachmentKey,
        attachmentName: notifications.attachmentName,
        to: users.email,
        language: users.language,
        notice: noticeTextColumns,
      })
      .from(notifications)
      .innerJoin(users, and(eq(users.id, notifications.userId), eq(users.schoolId, notifications.schoolId)))
      .leftJoin(
        schoolNotices,
        and(eq(schoolNotices.id, notifications.noticeId), eq(schoolNotices.schoolId, notifications.schoolId)),
      )
      .where(
        and(
          eq(notifications.schoolId, school.schoolId),
          eq(notifications.id, payload.notification_id),
          eq(notifications.email, "pending"),
        ),
      );
    if (!row) return;
    const attachments = await attachmentsOf(deps.storage, row);
    const outcome = await deliverMail((mail) => mailTransport.send(mail), {
      to: row.to ?? "",
      school_id: school.schoolId,
      // In its recipient's chosen language (decisions 0134, 0140).
      ...notificationMail(deps.env.PUBLIC_URL, {
        ...notificationTextsIn(savedLanguageOf(row.language), row),
        link: row.link,
      }),
      ...(attachments ? { attachments } : {}),
    });
    if (outcome.kind === "retry") throw new Error(`Mail not sent yet: ${outcome.detail}`);
    await school.db
      .update(notifications)
      .set(
        outcome.kind === "delivered"
          ? { email: "sent", emailError: null }
          : { email: "failed", emailError: SPEC_MESSAGES.checkEmail },
      )
      .where(and(eq(notifications.schoolId, school.schoolId), inArray(notifications.id, [payload.notification_id])));
    if (outcome.kind === "failed")
      deps.log.warn({ notification: payload, detail: outcome.detail }, "notification mail refused");
  },
});

/**
 * The stored file a notification's e-mail carries. Missing from storage, the mail waits (the queue retries): the one
 * who stored it did so before writing the notification, so a miss is a storage fault that passes.
 */
async function attachmentsOf(storage: Storage, row: { attachmentKey: string | null; attachmentName: string | null }) {
  if (!row.attachmentKey) return null;
  const bytes = await storage.get(row.attachmentKey);
  if (!bytes) throw new Error(`Attachment not in storage yet: ${row.attachmentKey}`);
  const filename = row.attachmentName ?? row.attachmentKey.split("/").pop() ?? "file";
  return [{ filename, content_type: contentTypeOf(row.attachmentKey), content_base64: bytes.toString("base64") }];
}

declare module "../queue/job-kinds.js" {
  interface JobKinds {
    "notifications.email": typeof notificationEmailJob;
  }
}
