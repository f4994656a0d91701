import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import { z } from "zod";
import type { AppJobs, AppQueue } from "../queue/job-kinds.js";
import type { SchoolSenders } from "./school-sender.js";

export const outgoingMail = z.object({
  to: z.string().min(1),
  /**
   * The school whose member reads the mail: the transport signs it with the school's name and sends replies to its
   * support address (decision 0141). Null only for the platform's own mail to a school (its tariff), which the
   * platform signs. Required, so no caller leaves it out by forgetting.
   */
  school_id: z.number().int().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** A mailing's one-click unsubscribe address: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  unsubscribe_url: z.url().optional(),
  /** Files the mail carries (a receipt's PDF, decision 0161), their bytes in base64. */
  attachments: z
    .array(z.object({ filename: z.string().min(1), content_type: z.string().min(1), content_base64: z.string() }))
    .optional(),
});
export type OutgoingMail = z.infer<typeof outgoingMail>;

/** What services call: `send` only records the mail on the queue, so an SMTP outage never fails a request. */
export type Mailer = {
  /**
   * With `jobs` of a transaction (`tx.jobs` of `inTransaction`), the mail is recorded in it: it goes out if and only
   * if the data it tells of (a reset link, a payment) was committed.
   */
  send(mail: OutgoingMail, options?: { jobs?: AppJobs }): Promise<void>;
};

/** What the `mail.send` worker calls to deliver for real. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

export function createQueuedMailer(queue: AppQueue): Mailer {
  return {
    async send(mail, { jobs = queue } = {}) {
      await jobs.enqueue("mail.send", mail);
    },
  };
}

/**
 * Real SMTP through nodemailer when SMTP_URL is set. Without it (development, or a production start off a public
 * address: start-up refuses a public one without SMTP_URL, decision 0087) the message is written to the server log
 * so a developer or someone trying the platform can still follow links and codes.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  senders: SchoolSenders;
  log: FastifyBaseLogger;
}): MailTransport {
  const messageOf = messageMaker(options);
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail: await messageOf(mail) }, "mail (no SMTP_URL configured: logged instead of sent)");
      },
    };
  }
  const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail(await messageOf(mail));
    },
  };
}

/**
 * The message as it leaves (decision 0141): a school's mail from the school's name at the platform's own address
 * (SPF and DKIM are the platform domain's, so the address never changes), replies to the school's support address;
 * a mailing's with the one-click unsubscribe headers, which mail providers show as an "Unsubscribe" button.
 */
function messageMaker(options: { from: string; senders: SchoolSenders }) {
  const address = /<([^<>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim();
  return async (mail: OutgoingMail): Promise<Mail.Options> => {
    const { school_id: schoolId, unsubscribe_url: unsubscribeUrl, attachments, ...content } = mail;
    const sender = schoolId === null ? null : await options.senders.of(schoolId, mail.to);
    return {
      ...content,
      ...(attachments?.length
        ? {
            attachments: attachments.map((file) => ({
              filename: file.filename,
              contentType: file.content_type,
              content: Buffer.from(file.content_base64, "base64"),
            })),
          }
        : {}),
      from: sender ? { name: sender.name, address } : options.from,
      ...(sender?.replyTo ? { replyTo: sender.replyTo } : {}),
      ...(unsubscribeUrl
        ? { list: { unsubscribe: unsubscribeUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
        : {}),
    };
  };
}

/**
 * nodemailer waits up to 10 minutes on a silent socket by default; a stuck server should fail the attempt well
 * inside the job's expiry so the queue retries it. Values already in SMTP_URL win (nodemailer reads its options from
 * the query string, and ignores options passed beside a URL).
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  for (const [name, milliseconds] of Object.entries(timeouts)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(milliseconds));
  }
  return url.toString();
}
