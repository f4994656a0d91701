import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string; text: string };

/** A real SMTP server in the test process: the app sends through nodemailer and the test reads what arrived. */
export async function startSmtpCapture(options: { refuse?: (address: string) => number | null } = {}) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // A recipient the test refuses gets that SMTP reply code (550: no such mailbox, 451: try later).
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address) ?? null;
      if (code === null) return callback();
      const error = Object.assign(new Error(code >= 500 ? "5.1.1 No such user" : "4.7.1 Try again later"), {
        responseCode: code,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeBody(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * The newest mail to an address, waited for; `matching` picks one kind of mail, where another may reach the same
     * person first (the new-device notice of a sign-in, decision 0126).
     */
    async waitFor(to: string, timeoutMs = 5000, matching?: (mail: CapturedMail) => boolean): Promise<CapturedMail> {
      const started = Date.now();
      for (;;) {
        const found = messages.findLast((mail) => mail.to.includes(to) && (matching?.(mail) ?? true));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes the transfer encodings nodemailer may choose (quoted-printable or base64) for the text part. */
function decodeBody(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding:\s*base64/i.test(raw)) {
    return body
      .split(/\r?\n\r?\n/)
      .map((part) => {
        try {
          return Buffer.from(part.replace(/\s+/g, ""), "base64").toString("utf8");
        } catch {
          return part;
        }
      })
      .join("\n");
  }
  return body
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replaceAll("=", ""), "hex").toString("utf8"));
}

/**
 * A header of a captured mail as a reader sees it: folded lines joined, RFC 2047 encoded words (nodemailer's
 * `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=`) decoded; null when the mail has none.
 */
export function headerOf(mail: CapturedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return null;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The files a captured mail carries, read as a mail reader reads them (mailparser): each one's name, type, bytes. */
export async function attachmentsOf(mail: CapturedMail): Promise<{ name: string; mime: string; data: Buffer }[]> {
  const parsed = await simpleParser(mail.raw);
  return parsed.attachments.map((file) => ({ name: file.filename ?? "", mime: file.contentType, data: file.content }));
}
