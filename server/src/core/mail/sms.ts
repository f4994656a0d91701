import type { FastifyBaseLogger } from "fastify";

export type SmsSender = { send(phone: string, text: string): Promise<void> };

/**
 * The SMS provider interface. Kazakhstani providers (Mobizon, SMSC.kz) differ only in their HTTP call, so a
 * production driver implements this one method; the development driver writes the message to the log.
 */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, text) {
      log.info({ phone, text }, "sms (development driver: logged instead of sent)");
    },
  };
}
