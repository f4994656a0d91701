import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/**
 * Real SMTP through nodemailer when SMTP_URL is set. Without it (development only; start-up refuses production
 * without SMTP_URL) the message is written to the server log so a developer can still follow links and codes.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail }, "mail (no SMTP_URL configured: logged instead of sent)");
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
