import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import type { Deps } from "../../../deps.js";
import { landInboundMail } from "./inbound-mail.js";

/** The largest mail taken: a reply with a scan or two (documents are ≤ 20 MB; base64 adds a third). */
const MAIL_LIMIT_BYTES = 30 * 1024 * 1024;

/** An SMTP error with its reply code, as smtp-server sends it to the client. */
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export type InboundSmtp = { port: number; close(): Promise<void> };

/**
 * The SMTP listener the operator points the inbound domain's MX at (decision 0155): it takes mail for the threads'
 * reply addresses only. A recipient whose signature is not the platform's is refused at RCPT (550, logged), so
 * forged or unknown addresses never reach the database and no bounce is sent to a forged sender; a mail from an
 * address other than the student's is refused after its data (550, logged; decision 0169); a mail over the limit is
 * refused (552); a database failure answers 451, and the sending server tries again later. No AUTH: it is
 * a mail exchanger, not a relay (it relays nothing).
 */
export async function startInboundSmtp(deps: Deps, input: { port: number; host: string }): Promise<InboundSmtp> {
  const log = deps.log.child({ part: "inbound-mail" });
  const server = new SMTPServer({
    name: deps.env.INBOUND_MAIL_DOMAIN,
    banner: "school platform inbound mail",
    authOptional: true,
    disabledCommands: ["AUTH"],
    size: MAIL_LIMIT_BYTES,
    maxClients: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (deps.replyAddresses.read(address.address)) return callback();
      log.warn({ recipient: address.address.slice(0, 200) }, "inbound mail for an unknown or forged address refused");
      callback(smtpError(550, "No such mailbox here"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(smtpError(552, "The mail is too large"));
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        landInboundMail(deps, { raw: Buffer.concat(chunks), recipients }).then(
          (outcome) => {
            if (outcome.kind === "dropped") log.warn({ reason: outcome.reason }, "inbound mail dropped");
            // Refused in the session, not bounced later: the sending server tells its own user, a parent writing
            // from their own address learns the mail did not reach the school, and nothing goes to a forged sender.
            if (outcome.kind === "dropped" && outcome.reason === "unknown_sender") {
              return callback(smtpError(550, "The sender is not the address this thread answers to"));
            }
            callback();
          },
          (error: unknown) => {
            log.error({ err: error }, "inbound mail could not be stored: the sender is asked to try again");
            callback(smtpError(451, "Try again later"));
          },
        );
      });
    },
  });
  server.on("error", (error) => log.error({ err: error }, "inbound SMTP listener error"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(input.port, input.host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts the listener with the app where INBOUND_SMTP_PORT is set, and stops it with the app. */
export function registerInboundMail(app: FastifyInstance, deps: Deps): void {
  const port = deps.env.INBOUND_SMTP_PORT;
  if (port === undefined) return;
  if (!deps.env.INBOUND_MAIL_DOMAIN) {
    throw new Error("INBOUND_SMTP_PORT is set without INBOUND_MAIL_DOMAIN: no mail would carry a thread's address");
  }
  let listener: InboundSmtp | null = null;
  app.addHook("onReady", async () => {
    listener = await startInboundSmtp(deps, { port, host: deps.env.INBOUND_SMTP_HOST });
    app.log.info({ port: listener.port }, "inbound mail listens");
  });
  app.addHook("onClose", async () => listener?.close());
}
