import { z } from "zod";
import type { DeliveryOutcome, MessageFile } from "./channel.js";

/**
 * The WhatsApp Business Cloud API (Meta's Graph API) as the platform calls it (decision 0157): send a text, a
 * document (uploaded first, decision 0162) or an approved template from a school's number, read the number's name,
 * fetch a file a student sent. Every answer is
 * read with zod; a refusal is mapped to a delivery outcome by its Graph error code. Never throws for Meta's answers.
 */

/** The Graph API version the platform was written against; Meta keeps a version for two years. */
export const GRAPH_VERSION = "v21.0";

export type GraphNumber = { phoneNumberId: string; accessToken: string };

/** An approved template as the Cloud API takes it: its name, language and the body's parameters in order. */
export type GraphTemplate = { name: string; language: string; parameters: string[] };

const graphError = z.object({
  error: z.object({
    message: z.string().default(""),
    code: z.coerce.number().int(),
    error_subcode: z.coerce.number().int().optional(),
    error_data: z.object({ details: z.string().optional() }).partial().optional(),
  }),
});
const sentAnswer = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const numberAnswer = z.object({
  id: z.string(),
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
});
const uploadAnswer = z.object({ id: z.string().min(1) });
const mediaAnswer = z.object({ url: z.string().url(), mime_type: z.string(), file_size: z.coerce.number().optional() });

/** Rate limits (the number's throughput, the app's calls, one person's pace): try again later. */
const RATE_LIMITED = new Set([4, 80007, 130429, 131056]);
/** Meta's own passing faults: try again soon. */
const TRANSIENT = new Set([1, 2, 131000, 131016, 133004]);
/** The person cannot be reached on WhatsApp from this number. */
const NO_RECIPIENT = new Set([131026, 131030, 131021]);
/** More than 24 hours since the person's last message: only a template may go (decision 0157). */
export const OUTSIDE_WINDOW = 131047;
/** How long a rate-limited send waits; a pair-rate refusal (one person, 131056) waits less. */
const RATE_LIMIT_RETRY_SECONDS = 60;
const PAIR_RATE_RETRY_SECONDS = 6;
const TRANSIENT_RETRY_SECONDS = 30;

/** A Graph refusal (or the network's) as a delivery outcome. */
export function outcomeOfGraphError(status: number, body: unknown): DeliveryOutcome {
  const parsed = graphError.safeParse(body);
  if (!parsed.success) {
    const detail = `HTTP ${status}: not the Graph API's answer`;
    return status >= 500 || status === 429
      ? { kind: "retry", afterSeconds: TRANSIENT_RETRY_SECONDS, detail }
      : { kind: "failed", reason: "rejected", detail };
  }
  const { code, message, error_data } = parsed.data.error;
  const detail = `${code}: ${message}${error_data?.details ? ` (${error_data.details})` : ""}`.slice(0, 500);
  if (RATE_LIMITED.has(code)) {
    return {
      kind: "retry",
      afterSeconds: code === 131056 ? PAIR_RATE_RETRY_SECONDS : RATE_LIMIT_RETRY_SECONDS,
      detail,
    };
  }
  if (TRANSIENT.has(code) || status >= 500) return { kind: "retry", afterSeconds: TRANSIENT_RETRY_SECONDS, detail };
  if (NO_RECIPIENT.has(code)) return { kind: "failed", reason: "invalid_address", detail };
  return { kind: "failed", reason: "rejected", detail };
}

/** How the platform reaches the Graph API: its address, the fetch to call it with, a time limit per call. */
type GraphClient = { call: typeof fetch; timeoutMs: number; url: (path: string) => URL };

const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });

/**
 * One post to the Graph API: what `read` finds in Meta's answer when it took the call, else the outcome to record: a
 * refusal mapped by its code, or a "later" when the network failed or the answer is not the Graph API's.
 */
async function postToGraph<Taken>(
  client: GraphClient,
  input: { path: string; init: RequestInit; timeoutMs: number; read: (body: unknown) => Taken | undefined },
): Promise<{ taken: Taken } | { outcome: DeliveryOutcome }> {
  let response: Response;
  try {
    response = await client.call(client.url(input.path), {
      ...input.init,
      method: "POST",
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    const detail = `network: ${error instanceof Error ? error.message : String(error)}`;
    return { outcome: { kind: "retry", afterSeconds: TRANSIENT_RETRY_SECONDS, detail } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { outcome: outcomeOfGraphError(response.status, body) };
  const taken = input.read(body);
  if (taken !== undefined) return { taken };
  const detail = `Took ${input.path}, but not the Graph API's answer`;
  return { outcome: { kind: "retry", afterSeconds: TRANSIENT_RETRY_SECONDS, detail } };
}

/** One `messages` post; its outcome, with the `wamid` when Meta took it. */
async function postMessage(
  client: GraphClient,
  input: { number: GraphNumber; payload: Record<string, unknown> },
): Promise<DeliveryOutcome> {
  const posted = await postToGraph(client, {
    path: `${input.number.phoneNumberId}/messages`,
    init: {
      headers: headersOf(input.number.accessToken),
      body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", ...input.payload }),
    },
    timeoutMs: client.timeoutMs,
    read: (body) => sentAnswer.safeParse(body).data?.messages[0]?.id,
  });
  return "outcome" in posted ? posted.outcome : { kind: "delivered", providerMessageId: posted.taken };
}

/**
 * A file sent as a document message: uploaded to the number's media (`POST /{phone-number-id}/media`, multipart), then
 * sent by the media id Meta answered, with its file name and the text as its caption. A refused upload is the send's
 * outcome; an upload a retry repeats leaves Meta one more copy, which it deletes after 30 days.
 */
async function postDocument(
  client: GraphClient,
  input: { number: GraphNumber; to: string; text: string; file: MessageFile },
): Promise<DeliveryOutcome> {
  const form = new FormData();
  form.set("messaging_product", "whatsapp");
  form.set("type", input.file.mime);
  form.set("file", new Blob([input.file.data], { type: input.file.mime }), input.file.name);
  const uploaded = await postToGraph(client, {
    path: `${input.number.phoneNumberId}/media`,
    init: { headers: { authorization: `Bearer ${input.number.accessToken}` }, body: form },
    // A file takes longer than a message to go up.
    timeoutMs: client.timeoutMs * 4,
    read: (body) => uploadAnswer.safeParse(body).data?.id,
  });
  if ("outcome" in uploaded) return uploaded.outcome;
  const document = { id: uploaded.taken, filename: input.file.name, caption: input.text.slice(0, 1024) };
  return postMessage(client, { number: input.number, payload: { to: input.to, type: "document", document } });
}

/** The template message: its body's parameters as text, in order (an empty one as a dash: Meta refuses empty ones). */
const templatePayload = (template: GraphTemplate) => ({
  type: "template",
  template: {
    name: template.name,
    language: { code: template.language },
    components: template.parameters.length
      ? [
          {
            type: "body",
            parameters: template.parameters.map((text) => ({ type: "text", text: text.slice(0, 1024) || "—" })),
          },
        ]
      : [],
  },
});

type NumberFace =
  | { ok: true; displayPhone: string | null; verifiedName: string | null }
  | { ok: false; detail: string };

/** The number's public face, or the Graph API's refusal as text (a wrong id or token). */
async function describeNumber(client: GraphClient, number: GraphNumber): Promise<NumberFace> {
  const address = client.url(number.phoneNumberId);
  address.search = "fields=display_phone_number,verified_name";
  try {
    const response = await client.call(address, {
      headers: headersOf(number.accessToken),
      signal: AbortSignal.timeout(client.timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    const found = numberAnswer.safeParse(body);
    if (response.ok && found.success) {
      return {
        ok: true,
        displayPhone: found.data.display_phone_number ?? null,
        verifiedName: found.data.verified_name ?? null,
      };
    }
    const refused = graphError.safeParse(body);
    return { ok: false, detail: refused.success ? refused.data.error.message : `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, detail: `network: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * A file a student sent: its address asked for by the media id, then its bytes (the address needs the token too), at
 * most `maxBytes`; undefined when Meta has no such file or it is larger.
 */
async function download(
  client: GraphClient,
  input: { number: GraphNumber; mediaId: string; maxBytes: number },
): Promise<{ data: Buffer; mime: string } | undefined> {
  const token = input.number.accessToken;
  const signal = AbortSignal.timeout(client.timeoutMs * 4);
  const described = await client.call(client.url(input.mediaId), { headers: headersOf(token), signal });
  const media = mediaAnswer.safeParse(await described.json().catch(() => null));
  if (!described.ok || !media.success || (media.data.file_size ?? 0) > input.maxBytes) return undefined;
  const file = await client.call(media.data.url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!file.ok) return undefined;
  const data = Buffer.from(await file.arrayBuffer());
  return data.length > input.maxBytes ? undefined : { data, mime: media.data.mime_type };
}

export type WhatsappGraph = ReturnType<typeof createWhatsappGraph>;

export function createWhatsappGraph(options: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }) {
  const client: GraphClient = {
    call: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    url: (path) => new URL(`/${GRAPH_VERSION}/${path}`, options.baseUrl),
  };
  return {
    sendText: (number: GraphNumber, message: { to: string; text: string }) =>
      postMessage(client, {
        number,
        payload: { to: message.to, type: "text", text: { body: message.text.slice(0, 4096), preview_url: false } },
      }),
    sendDocument: (number: GraphNumber, message: { to: string; text: string; file: MessageFile }) =>
      postDocument(client, { number, ...message }),
    sendTemplate: (number: GraphNumber, message: { to: string; template: GraphTemplate }) =>
      postMessage(client, { number, payload: { to: message.to, ...templatePayload(message.template) } }),
    describeNumber: (number: GraphNumber) => describeNumber(client, number),
    download: (number: GraphNumber, file: { mediaId: string; maxBytes: number }) =>
      download(client, { number, ...file }),
  };
}
