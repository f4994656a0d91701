import { MAILING_VARIABLES } from "@school/contracts";
import { mailPlainText } from "../../core/mail/plain-text.js";
import type { ChannelMessage } from "../../core/messaging/channel.js";
import { escapeHtml, sanitizeRichText } from "../../core/rich-text.js";
import type { Recipient } from "./mailings.queries.js";

/** A recipient's variables in their language, fixed when the mailing fans out. */
export function variablesOf(recipient: Recipient, input: { language: "ru" | "kk" | "en"; school: string }) {
  const { language, school } = input;
  const program = recipient.program ? recipient.program[language] || recipient.program.ru : "";
  return { first_name: recipient.firstName, last_name: recipient.lastName, program, school };
}

/** `{first_name}` and the rest replaced; in HTML each value is escaped, so a name can never add markup. */
export function fill(text: string, input: { variables: Record<string, string>; html: boolean }): string {
  const { variables, html } = input;
  let filled = text;
  for (const name of MAILING_VARIABLES) {
    const value = variables[name] ?? "";
    filled = filled.split(`{${name}}`).join(html ? escapeHtml(value) : value);
  }
  return filled;
}

/**
 * The message one recipient reads: the body sanitised once more after filling (belt and braces). The same for every
 * channel: the Telegram channel keeps the tags Telegram knows and escapes the subject itself.
 */
export function messageFor(text: { subject: string; body: string }, variables: Record<string, string>): ChannelMessage {
  const subject = fill(text.subject, { variables, html: false });
  const html = sanitizeRichText(fill(text.body, { variables, html: true }));
  return { subject, text: mailPlainText(html), html };
}
