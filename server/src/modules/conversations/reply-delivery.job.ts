import type { MessageFailure, MessageTemplateKey, ReplyChannel, UiLanguage } from "@school/contracts";
import { z } from "zod";
import type { ChannelMessage, DeliveryOutcome, MessageFile } from "../../core/messaging/channel.js";
import { announceConversation } from "../../core/notify/notify.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { savedLanguageOf } from "../../core/reader-language.js";
import { contentTypeOf } from "../../core/storage/storage.js";
import { inTransaction, type SchoolWork } from "../../core/tenancy/scope.js";
import { templateMessageFor } from "../mailings/index.js";
import * as queries from "./conversations.queries.js";
import { moveByLaterStatus } from "./conversations.service.js";

/** What the inbox says of a reply that failed for good, by the channel's reason. */
const FAILURE_OF: Record<Extract<Outcome, { kind: "failed" }>["reason"], MessageFailure> = {
  interrupted: "interrupted",
  blocked: "blocked",
  invalid_address: "no_address",
  no_address: "no_address",
  rejected: "rejected",
};

/** What an e-mail reply says around the staff member's text, in the student's language (the sender is the school). */
const REPLY_MAIL: Record<UiLanguage, { subject: string; footer: string }> = {
  ru: { subject: "Новое сообщение от школы", footer: "Ответьте на это письмо: ответ придёт в школу." },
  kk: { subject: "Мектептен жаңа хабарлама", footer: "Осы хатқа жауап беріңіз: жауабыңыз мектепке жетеді." },
  en: { subject: "A new message from your school", footer: "Reply to this e-mail: your answer reaches the school." },
};

/** Where a reply on each channel goes and what it carries; undefined when the student has no address there now. */
const OUTBOUND: Record<
  Exclude<ReplyChannel, "app">,
  (school: SchoolWork, input: OutboundReply) => Promise<ChannelDelivery | undefined>
> = {
  telegram: async (school, { studentId, text }) => {
    const chatId = await queries.telegramChatOf(school, studentId);
    return chatId === undefined ? undefined : { address: chatId, message: { subject: "", text } };
  },
  // A reply sent as a template carries it: outside its window WhatsApp sends the school's approved one (0157).
  whatsapp: async (school, { studentId, text, templateKey }) => {
    const waId = await queries.whatsappIdOf(school, studentId);
    if (waId === undefined) return undefined;
    const templated = templateKey && (await templateMessageFor(school, { key: templateKey, userId: studentId }));
    return { address: waId, message: { subject: "", text, template: templated ? templated.template : undefined } };
  },
  email: async (school, { studentId, text }) => {
    const student = await queries.studentMailOf(school, studentId);
    if (!student) return undefined;
    const mail = REPLY_MAIL[savedLanguageOf(student.language)];
    return { address: student.email, message: { subject: mail.subject, text: `${text}\n\n—\n${mail.footer}` } };
  },
};

type ChannelDelivery = { address: string; message: ChannelMessage };
/** Tries a reply gets while its channel answers "later" (about half an hour with the providers' waits). */
const MAX_REPLY_ATTEMPTS = 8;
type OutboundReply = { studentId: number; text: string; templateKey: MessageTemplateKey | null };

/**
 * One staff reply sent by Telegram, WhatsApp or e-mail (decisions 0147, 0155, 0157) with the file it carries (0162),
 * stored with the reply in its transaction. The reply is claimed (pending → sending) before the channel is called, so
 * a job run twice sends once; one found still `sending` was cut off mid-send and is recorded `interrupted` rather
 * than sent again. A provider's "later" puts it back to pending with a job at that time.
 */
export async function deliverReply(school: SchoolWork, job: { messageId: number; attempt: number }): Promise<void> {
  const { messageId, attempt } = job;
  const message = await queries.messageById(school, messageId);
  if (message?.direction !== "out" || message.channel === "app" || message.channel === "form") return;
  const { studentId, channel } = message;
  if (message.delivery === "sending") {
    await recordOutcome(school, {
      messageId,
      studentId,
      channel,
      outcome: { kind: "failed", reason: "interrupted", detail: "Cut off while sending" },
      attempt,
    });
    return;
  }
  if (message.delivery !== "pending") return;
  if (!(await queries.moveDelivery(school, { id: messageId, from: "pending", to: "sending" }))) return;
  const delivery = await OUTBOUND[channel](school, { studentId, text: message.body, templateKey: message.templateKey });
  let outcome: Outcome;
  if (delivery === undefined) {
    outcome = { kind: "failed", reason: "no_address", detail: `The student has no ${channel} address now` };
  } else {
    try {
      const attachment = await fileOf(school, message);
      const sender = await school.deps.channels[channel].of(school.schoolId);
      outcome =
        attachment === null
          ? { kind: "failed", reason: "rejected", detail: "The file sent with the reply is no longer stored" }
          : await sender.send(delivery.address, { ...delivery.message, attachment });
    } catch (error) {
      outcome = { kind: "retry", afterSeconds: 30, detail: String(error).slice(0, 300) };
    }
  }
  // A channel still "later" after this many tries (a provider or network away for half an hour) is failed, not
  // tried for ever: the inbox says so, and staff can answer again or on another channel.
  if (outcome.kind === "retry" && attempt >= MAX_REPLY_ATTEMPTS) {
    outcome = { kind: "failed", reason: "rejected", detail: `Gave up after ${attempt} attempts: ${outcome.detail}` };
  }
  await recordOutcome(school, { messageId, studentId, channel, outcome, attempt });
}

/**
 * The file a reply carries (decision 0162), its bytes read from storage: undefined when it carries none, null when it
 * is gone (a storage that cannot answer throws, and the reply is tried later).
 */
async function fileOf(school: SchoolWork, message: queries.MessageRow): Promise<MessageFile | undefined | null> {
  if (!message.attachmentKey) return undefined;
  const data = await school.deps.storage.get(message.attachmentKey);
  if (!data) return null;
  return {
    name: message.attachmentName ?? "",
    mime: message.attachmentMime ?? contentTypeOf(message.attachmentKey),
    data,
  };
}

/** A failure of the channel's, or a send cut off before its outcome was recorded (never sent again). */
type Outcome = DeliveryOutcome | { kind: "failed"; reason: "interrupted"; detail: string };

/** The claimed reply's outcome: sent, failed with its reason, or back to pending with a job at the provider's time. */
async function recordOutcome(
  school: SchoolWork,
  input: { messageId: number; studentId: number; channel: ReplyChannel; outcome: Outcome; attempt: number },
) {
  const { messageId, studentId, channel, outcome } = input;
  await inTransaction(school, async (work) => {
    if (outcome.kind === "retry") {
      if (await queries.moveDelivery(work, { id: messageId, from: "sending", to: "pending" })) {
        await work.jobs.enqueue(
          "conversation.deliver",
          { school_id: work.schoolId, message_id: messageId, attempt: input.attempt + 1 },
          { startAfter: new Date(Date.now() + outcome.afterSeconds * 1000) },
        );
      }
      return;
    }
    const failure = outcome.kind === "failed" ? FAILURE_OF[outcome.reason] : undefined;
    const to = failure ? "failed" : "sent";
    // WhatsApp's id of the sent message (a `wamid`, unique): its later statuses name the reply by it.
    const externalId = outcome.kind === "delivered" && channel === "whatsapp" ? outcome.providerMessageId : undefined;
    if (externalId !== undefined) await queries.lockExternalId(work, { channel, externalId });
    if (!(await queries.moveDelivery(work, { id: messageId, from: "sending", to, failure, externalId }))) return;
    if (failure) await queries.waitAgainAfterFailedReply(work, studentId);
    if (externalId !== undefined) {
      // A status WhatsApp posted before this record (its webhook raced the send's answer) applies now.
      const early = await queries.takeEarlyStatus(work, { channel, externalId });
      if (early !== undefined) await moveByLaterStatus(work, { channel, externalId, status: early });
    }
    await announceConversation(work, studentId);
  });
}

export const deliverReplyJob = defineSchoolJobKind({
  payload: z.object({
    message_id: z.number().int(),
    /** Which try this is: the first job is the reply's own (no number). */
    attempt: z.number().int().min(1).default(1),
  }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school }) {
    await deliverReply(school, { messageId: payload.message_id, attempt: payload.attempt });
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "conversation.deliver": typeof deliverReplyJob;
  }
}
