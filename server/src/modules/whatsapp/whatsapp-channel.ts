import { whatsappWindowUntil } from "@school/contracts";
import type { Clock } from "../../core/clock.js";
import type { ChannelMessage, DeliveryOutcome, MessageChannel } from "../../core/messaging/channel.js";
import type { WhatsappChannels } from "../../core/messaging/channels.js";
import type { GraphNumber, WhatsappGraph } from "../../core/messaging/whatsapp-graph.js";
import type { Scope } from "../../core/tenancy/scope.js";
import * as queries from "./whatsapp.queries.js";

/**
 * The school's WhatsApp number as a `MessageChannel` (decision 0157), the one place that decides what may go: inside
 * the 24 hours after the student's last WhatsApp message, the text (a document captioned with it when the message
 * carries a file, decision 0162); outside it, the school's approved template mapped to the message's template with
 * its parameters filled, and no file; else nothing, failed "rejected" with the reason. It reads the school's number
 * and the student's window in the school's own scope, as the delivery job that sends does.
 */
export function createWhatsappChannels(options: {
  /** The school's scope, as a job's (`schoolScope`): the channel sends for the school's delivery jobs. */
  schoolOf: (schoolId: number) => Scope;
  graph: WhatsappGraph;
  clock: Clock;
  /** Opens the sealed token (`secondFactor.open`). */
  open: (sealed: string) => string;
}): WhatsappChannels {
  return {
    async channelFor(schoolId) {
      const school = options.schoolOf(schoolId);
      return {
        name: "whatsapp",
        async send(waId, message) {
          const number = await queries.numberOf(school);
          if (!number) return { kind: "failed", reason: "no_address", detail: "The school has no WhatsApp number" };
          if (!/^\d{6,20}$/.test(waId)) return { kind: "failed", reason: "no_address", detail: "No WhatsApp number" };
          const sender: GraphNumber = {
            phoneNumberId: number.phoneNumberId,
            accessToken: options.open(number.accessToken),
          };
          const link = await queries.linkOfNumber(school, waId);
          if (whatsappWindowUntil(link?.lastInboundAt, options.clock.now())) {
            const { attachment: file } = message;
            return file
              ? options.graph.sendDocument(sender, { to: waId, text: textOf(message), file })
              : options.graph.sendText(sender, { to: waId, text: textOf(message) });
          }
          return sendTemplate({ school, sender, waId, message, graph: options.graph });
        },
      } satisfies MessageChannel;
    },
  };
}

/** WhatsApp shows `*bold*`: a mailing's subject stands above its text as one. */
const textOf = (message: ChannelMessage) =>
  message.subject.trim() ? `*${message.subject.trim()}*\n\n${message.text}` : message.text;

async function sendTemplate(input: {
  school: Scope;
  sender: GraphNumber;
  waId: string;
  message: ChannelMessage;
  graph: WhatsappGraph;
}): Promise<DeliveryOutcome> {
  const { template } = input.message;
  const closed = "More than 24 hours since the student's last WhatsApp message";
  if (!template) {
    return { kind: "failed", reason: "rejected", detail: `${closed}: only an approved template can go` };
  }
  const mapping = (await queries.templatesOf(input.school)).find((item) => item.key === template.key);
  if (!mapping) {
    return {
      kind: "failed",
      reason: "rejected",
      detail: `${closed}, and the template "${template.key}" has no approved WhatsApp template in the settings`,
    };
  }
  return input.graph.sendTemplate(input.sender, {
    to: input.waId,
    template: {
      name: mapping.name,
      language: mapping.language,
      parameters: mapping.parameters.map((name) => template.variables[name] ?? ""),
    },
  });
}
