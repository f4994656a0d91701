import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AppJobs, AppQueue } from "../queue/job-kinds.js";

export const outgoingSms = z.object({
  /** International format with its plus (+7...). */
  phone: z.string().regex(/^\+\d{10,15}$/),
  text: z.string().min(1).max(480),
});
export type OutgoingSms = z.infer<typeof outgoingSms>;

/** What services call: `send` records the SMS on the queue (in `jobs`' transaction when given), never the provider. */
export type SmsSender = { send(phone: string, text: string, options?: { jobs?: AppJobs }): Promise<void> };

/** The provider's answer to one message, as the `sms.send` job acts on it. */
export type SmsResult =
  | { kind: "sent"; providerMessageId?: string }
  /** A fault that may pass (the provider's server, the network): the job tries again with back-off. */
  | { kind: "retry"; detail: string }
  /** Refused for good (a wrong number, a wrong key, no balance): logged, not retried. */
  | { kind: "failed"; detail: string };

/** What the `sms.send` worker delivers through: the provider's HTTP call, or the log in development. */
export type SmsTransport = { readonly name: string; send(sms: OutgoingSms): Promise<SmsResult> };

export function createQueuedSms(queue: AppQueue): SmsSender {
  return {
    async send(phone, text, { jobs = queue } = {}) {
      await jobs.enqueue("sms.send", { phone, text });
    },
  };
}

/** The development transport: the message goes to the log so a developer can read the code (decision 0059). */
export function createLogSmsTransport(log: FastifyBaseLogger): SmsTransport {
  return {
    name: "log",
    async send(sms) {
      log.info({ phone: sms.phone, text: sms.text }, "sms (development driver: logged instead of sent)");
      return { kind: "sent" };
    },
  };
}

/**
 * Mobizon's answer codes (decision 0059): 0 done, 100 accepted to be done in the background; 1 (validation: a wrong
 * number or text), 2 (not found), 8 (no access: the key), 12 (forbidden, e.g. the sender name) are final; anything
 * else (3 and 999 the provider's own errors, an unknown code) is worth another try.
 */
const MOBIZON_SENT = new Set([0, 100]);
const MOBIZON_FINAL = new Set([1, 2, 8, 12]);

const mobizonAnswer = z.object({
  code: z.coerce.number().int(),
  data: z.unknown().optional(),
  message: z.string().optional().default(""),
});

/**
 * Mobizon's HTTP API (api.mobizon.kz): `POST {url}/service/message/sendSmsMessage?output=json&api=v1&apiKey=KEY`
 * with a form body `recipient` (digits, no plus) and `text`; a JSON answer `{code, data: {messageId, ...}, message}`.
 */
export function createMobizonTransport(options: {
  apiKey: string;
  apiUrl: string;
  /** The sender name registered with Mobizon; without it Mobizon's common one. */
  from?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SmsTransport {
  const call = options.fetch ?? fetch;
  const endpoint = new URL("/service/message/sendSmsMessage", options.apiUrl);
  endpoint.search = new URLSearchParams({ output: "json", api: "v1", apiKey: options.apiKey }).toString();
  return {
    name: "mobizon",
    async send(sms) {
      const form = new URLSearchParams({ recipient: sms.phone.replace(/^\+/, ""), text: sms.text });
      if (options.from) form.set("from", options.from);
      let response: Response;
      try {
        response = await call(endpoint, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "cache-control": "no-cache" },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        return { kind: "retry", detail: `network: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (response.status >= 500 || response.status === 429) {
        return { kind: "retry", detail: `HTTP ${response.status}` };
      }
      const parsed = mobizonAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) return { kind: "retry", detail: `HTTP ${response.status}: not Mobizon's answer` };
      const { code, data, message } = parsed.data;
      if (MOBIZON_SENT.has(code)) {
        const id = (data as { messageId?: unknown } | undefined)?.messageId;
        return { kind: "sent", providerMessageId: id === undefined ? undefined : String(id) };
      }
      const detail = `Mobizon ${code}: ${message}${data ? ` ${JSON.stringify(data)}` : ""}`;
      return MOBIZON_FINAL.has(code) ? { kind: "failed", detail } : { kind: "retry", detail };
    },
  };
}
