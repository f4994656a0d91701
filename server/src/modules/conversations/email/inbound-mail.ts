import { createHash } from "node:crypto";
import { MESSAGE_TEXT_MAX, STUDENT_DOCUMENT_FILE_TYPES, UPLOAD_LIMIT_BYTES } from "@school/contracts";
import EmailReplyParser from "email-reply-parser";
import { fileTypeFromBuffer } from "file-type";
import { type Attachment, type ParsedMail, simpleParser } from "mailparser";
import type { ReplyThread } from "../../../core/mail/reply-addresses.js";
import { inTransaction, schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import { studentWithThread } from "../conversations.queries.js";
import { receiveMessage } from "../conversations.service.js";

/** What became of an inbound mail: landed in a thread, already there, or dropped (and why, for the log). */
export type InboundOutcome =
  | { kind: "landed"; thread: ReplyThread }
  | { kind: "duplicate"; thread: ReplyThread }
  | { kind: "dropped"; reason: "no_thread" | "no_student" | "empty" | "unknown_sender" };

/**
 * A quote header the reply parser does not know: the line a Russian or Kazakh mail client writes above the quoted
 * mail (Gmail's "чт, 26 нояб. 2026 г. в 14:00, Школа <reply-…@…>:", Mail.ru's "… от Школа <…>:", "… пишет:",
 * "… жазды:"), left as the visible text's last line once the quote under it is cut.
 */
const TRAILING_QUOTE_HEADER = /\n[^\n]*(<[^<>\s]+@[^<>\s]+>|пишет|написал[а]?|жазды|wrote)\s*:\s*$/iu;

/** The student's own words: the quoted history, signature and the client's quote header cut away. */
export function visibleReply(text: string): string {
  const reply = new EmailReplyParser().parseReply(text.replace(/\r\n/g, "\n"));
  return `\n${reply}`.replace(TRAILING_QUOTE_HEADER, "").trim().slice(0, MESSAGE_TEXT_MAX);
}

/** The first attachment a student's document may be (a picture or a PDF by its bytes, within the upload limit). */
async function firstDocument(attachments: readonly Attachment[]) {
  for (const attachment of attachments) {
    if (attachment.size > UPLOAD_LIMIT_BYTES) continue;
    const detected = await fileTypeFromBuffer(attachment.content);
    if (!detected || !(STUDENT_DOCUMENT_FILE_TYPES as readonly string[]).includes(detected.mime)) continue;
    const name = attachment.filename?.slice(0, 200) || `attachment.${detected.ext}`;
    return { data: attachment.content, mime: detected.mime, name };
  }
  return undefined;
}

/**
 * Whether every address of the mail's From is the one the student (or lead) is known by (decision 0169): the reply
 * address says which thread, the sender says who speaks, so a stranger who learnt the address (a forwarded mail, a
 * copy) cannot post as the student. Mail servers keep an address's case as typed; the platform stores it lowercase.
 */
function fromStudent(mail: ParsedMail, studentEmail: string): boolean {
  const senders = mail.from?.value.map((sender) => sender.address?.trim().toLowerCase() ?? "") ?? [];
  return senders.length > 0 && senders.every((sender) => sender === studentEmail.trim().toLowerCase());
}

/**
 * A mail received at a thread's reply address (decision 0155), into the student's thread: the first recipient whose
 * address the platform signed names the thread, and only a mail from the student's own address lands (0169); the
 * visible reply (quotes stripped) and its first picture or PDF land as the student's message on the e-mail channel,
 * once per Message-ID, in one transaction on the school's handle (the signed address named the school).
 */
export async function landInboundMail(
  deps: Deps,
  input: { raw: Buffer; recipients: readonly string[] },
): Promise<InboundOutcome> {
  const thread = input.recipients.map((address) => deps.replyAddresses.read(address)).find((read) => read !== null);
  if (!thread) return { kind: "dropped", reason: "no_thread" };
  const mail = await simpleParser(input.raw, { skipImageLinks: true });
  const text = visibleReply(mail.text ?? "");
  const file = await firstDocument(mail.attachments);
  if (!text && !file) return { kind: "dropped", reason: "empty" };
  const externalId = (mail.messageId ?? createHash("sha256").update(input.raw).digest("hex")).slice(0, 250);
  return inTransaction(schoolScope(deps, thread.schoolId), async (work): Promise<InboundOutcome> => {
    const student = await studentWithThread(work, thread.studentId);
    if (!student) return { kind: "dropped", reason: "no_student" };
    if (!fromStudent(mail, student.studentEmail)) return { kind: "dropped", reason: "unknown_sender" };
    const landed = await receiveMessage(work, {
      studentId: thread.studentId,
      channel: "email",
      text,
      externalId,
      attachment: file && { ...file, storage: work.deps.storage },
    });
    return { kind: landed ? "landed" : "duplicate", thread };
  });
}
