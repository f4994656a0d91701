import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readMultipart } from "./multipart.js";

/**
 * The one local fake of the WhatsApp Business Cloud API (Meta's Graph API, decision 0157) for the unit tests, the
 * browser tests and the bench: the platform's WHATSAPP_GRAPH_URL points at it. It answers as the Graph API does —
 * `POST /v21.0/{phone-number-id}/messages` with `{messaging_product, contacts, messages: [{id: "wamid…"}]}`, a file
 * uploaded to `POST /v21.0/{phone-number-id}/media` (multipart: messaging_product, type, file) with `{id}`, the
 * number's `display_phone_number` and `verified_name`, a media id's `{url, mime_type, sha256, file_size, id}` and the
 * file at that url — and refuses as it does, in its error shape `{error: {message, type, code, error_data,
 * fbtrace_id}}`: 190 for a wrong token, 131047 for free text more than 24 hours after the person's last message
 * (the fake hears of their messages through `inbound`, as Meta does), 132001 for a template it was not given, and any
 * code a test queues. It also builds the webhook posts Meta would send, signed with the app's secret.
 */
export type GraphSent = {
  phoneNumberId: string;
  to: string;
  type: "text" | "template" | "document";
  text?: string;
  /** A document message: the uploaded media's id, the file name the person sees, the caption. */
  document?: { id: string; filename: string; caption?: string };
  template?: { name: string; language: string; parameters: string[] };
  wamid: string;
};

type NumberState = { token: string; display: string; name: string; templates: Set<string> };
type Failure = { status: number; code: number; message: string };

export const GRAPH_ERRORS = {
  outsideWindow: {
    status: 400,
    code: 131047,
    message: "Re-engagement message",
  },
  pairRateLimit: { status: 400, code: 131056, message: "(Business Account, Consumer Account) pair rate limit hit" },
  throughput: { status: 400, code: 130429, message: "Rate limit hit" },
  undeliverable: { status: 400, code: 131026, message: "Message undeliverable" },
  serverError: { status: 500, code: 131000, message: "Something went wrong" },
} satisfies Record<string, Failure>;

export async function startWhatsappGraphFake() {
  const numbers = new Map<string, NumberState>();
  const sent: GraphSent[] = [];
  const scripted: Failure[] = [];
  /** The person's last message to a number, as Meta knows it: the 24-hour window runs from it. */
  const lastInbound = new Map<string, number>();
  const media = new Map<string, { data: Buffer; mime: string }>();
  const uploads: { name: string; mime: string; data: Buffer }[] = [];
  let now = () => Date.now();
  /** What runs once, for the next message taken, before Meta's answer to its send (a webhook that races it). */
  let beforeAnswer: ((taken: GraphSent) => Promise<void>) | undefined;
  let base = "";

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => route(request, response, Buffer.concat(chunks)));
  });

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  }
  function refuse(response: ServerResponse, failure: Failure) {
    answer(response, failure.status, {
      error: {
        message: `(#${failure.code}) ${failure.message}`,
        type: "OAuthException",
        code: failure.code,
        error_data: { messaging_product: "whatsapp", details: failure.message },
        fbtrace_id: randomBytes(8).toString("base64url"),
      },
    });
  }
  const tokenOf = (request: IncomingMessage) => /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1];
  const badToken: Failure = {
    status: 401,
    code: 190,
    message: "Invalid OAuth access token - Cannot parse access token",
  };

  function route(request: IncomingMessage, response: ServerResponse, raw: Buffer) {
    const body = raw.toString("utf8");
    const url = new URL(request.url ?? "/", "http://fake");
    const file = /^\/media-files\/(\w+)$/.exec(url.pathname);
    if (file) {
      const found = media.get(file[1]!);
      if (!found || !tokenOf(request)) return refuse(response, badToken);
      response.writeHead(200, { "content-type": found.mime });
      return response.end(found.data);
    }
    const parts = /^\/v\d+\.\d+\/([\w.-]+)(\/messages|\/media)?$/.exec(url.pathname);
    if (!parts) return answer(response, 404, { error: { message: "Unknown path", code: 100 } });
    const [, id, edge] = parts as unknown as [string, string, string | undefined];
    const number = numbers.get(id);
    if (edge && request.method === "POST") {
      if (!number || tokenOf(request) !== number.token) return refuse(response, badToken);
      if (edge === "/media") return upload(response, { raw, contentType: String(request.headers["content-type"]) });
      return send(response, { phoneNumberId: id, number, payload: JSON.parse(body) as Record<string, unknown> });
    }
    if (number && request.method === "GET") {
      if (tokenOf(request) !== number.token) return refuse(response, badToken);
      return answer(response, 200, { display_phone_number: number.display, verified_name: number.name, id });
    }
    const stored = media.get(id);
    if (stored && request.method === "GET") {
      return answer(response, 200, {
        messaging_product: "whatsapp",
        url: `${base}/media-files/${id}`,
        mime_type: stored.mime,
        sha256: "0".repeat(64),
        file_size: stored.data.length,
        id,
      });
    }
    return refuse(response, { status: 400, code: 100, message: "Unsupported get request. Object does not exist" });
  }

  /** A file uploaded to the number's media, as Meta takes it: `messaging_product`, its `type` and the file. */
  function upload(response: ServerResponse, input: { raw: Buffer; contentType: string }) {
    const failure = scripted.shift();
    if (failure) return refuse(response, failure);
    const parts = readMultipart(input.raw, input.contentType);
    const field = (name: string) => parts.find((part) => part.name === name);
    const file = field("file")?.file;
    if (field("messaging_product")?.value !== "whatsapp" || !file || !field("type")?.value) {
      return refuse(response, { status: 400, code: 100, message: "Invalid parameter" });
    }
    uploads.push({ name: file.name, mime: field("type")!.value, data: file.data });
    answer(response, 200, { id: addMedia(file.data, field("type")!.value) });
  }

  /** A file a person sent or a business uploaded: the media id Meta gives for it. */
  function addMedia(data: Buffer, mime: string): string {
    const id = String(1_000_000_000_000 + media.size);
    media.set(id, { data, mime });
    return id;
  }

  function send(
    response: ServerResponse,
    input: { phoneNumberId: string; number: NumberState; payload: Record<string, unknown> },
  ) {
    const failure = scripted.shift();
    if (failure) return refuse(response, failure);
    const { payload, number, phoneNumberId } = input;
    const to = String(payload.to ?? "");
    const wamid = `wamid.${randomBytes(18).toString("base64url")}`;
    const last = lastInbound.get(`${phoneNumberId}:${to}`);
    const windowOpen = last !== undefined && now() - last <= 24 * 3_600_000;
    if (payload.type === "text") {
      if (!windowOpen) return refuse(response, GRAPH_ERRORS.outsideWindow);
      const text = (payload.text as { body: string }).body;
      sent.push({ phoneNumberId, to, type: "text", text, wamid });
    } else if (payload.type === "document") {
      if (!windowOpen) return refuse(response, GRAPH_ERRORS.outsideWindow);
      const document = payload.document as { id?: string; filename?: string; caption?: string };
      if (!document.id || !media.has(document.id)) {
        return refuse(response, { status: 400, code: 131053, message: "Media upload error" });
      }
      sent.push({
        phoneNumberId,
        to,
        type: "document",
        document: { id: document.id, filename: document.filename ?? "", caption: document.caption },
        wamid,
      });
    } else if (payload.type === "template") {
      const template = payload.template as {
        name: string;
        language: { code: string };
        components?: { parameters: { text: string }[] }[];
      };
      if (!number.templates.has(`${template.name}:${template.language.code}`)) {
        return refuse(response, {
          status: 404,
          code: 132001,
          message: "Template name does not exist in the translation",
        });
      }
      const parameters = (template.components ?? []).flatMap((component) => component.parameters.map((p) => p.text));
      sent.push({
        phoneNumberId,
        to,
        type: "template",
        template: { name: template.name, language: template.language.code, parameters },
        wamid,
      });
    } else {
      return refuse(response, { status: 400, code: 100, message: "Invalid parameter" });
    }
    const accepted = {
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: wamid, ...(payload.type === "template" ? { message_status: "accepted" } : {}) }],
    };
    const hook = beforeAnswer;
    beforeAnswer = undefined;
    if (!hook) return answer(response, 200, accepted);
    void hook(sent.at(-1)!).then(() => answer(response, 200, accepted));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entryOf = (phoneNumberId: string, value: Record<string, unknown>) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: numbers.get(phoneNumberId)?.display ?? "",
                phone_number_id: phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });

  return {
    url: base,
    sent,
    /** A business number Meta knows: its token, the number students see, its name, its approved templates. */
    addNumber(input: { phoneNumberId: string; token: string; display: string; name: string; templates?: string[] }) {
      numbers.set(input.phoneNumberId, {
        token: input.token,
        display: input.display,
        name: input.name,
        templates: new Set(input.templates ?? []),
      });
    },
    /** The next sends (and uploads) are refused so. */
    failNext: (...failures: Failure[]) => scripted.push(...failures),
    /** Runs `hook` for the next message taken before the send is answered, as Meta's status post can come first. */
    beforeNextAnswer: (hook: (taken: GraphSent) => Promise<void>) => {
      beforeAnswer = hook;
    },
    setNow: (clock: () => number) => {
      now = clock;
    },
    /** A file a person sent: the media id Meta gives for it. */
    addMedia,
    /** The files uploaded to the numbers' media, in order. */
    uploads,
    /** A media id's file, as Meta keeps it. */
    mediaOf: (id: string) => media.get(id),
    /**
     * The webhook post of a person's message to the number, as Meta sends it; the 24-hour window opens from it (at
     * `timestamp`, seconds).
     */
    inbound(input: {
      phoneNumberId: string;
      from: string;
      text?: string;
      image?: { id: string; caption?: string };
      document?: { id: string; filename: string };
      timestamp?: number;
      name?: string;
    }) {
      const timestamp = input.timestamp ?? Math.floor(now() / 1000);
      lastInbound.set(`${input.phoneNumberId}:${input.from}`, timestamp * 1000);
      const id = `wamid.${randomBytes(18).toString("base64url")}`;
      const type = input.image ? "image" : input.document ? "document" : "text";
      const message = {
        from: input.from,
        id,
        timestamp: String(timestamp),
        type,
        ...(input.text !== undefined && type === "text" ? { text: { body: input.text } } : {}),
        ...(input.image ? { image: { ...input.image, mime_type: "image/png", sha256: "0".repeat(64) } } : {}),
        ...(input.document
          ? { document: { ...input.document, mime_type: "application/pdf", sha256: "0".repeat(64) } }
          : {}),
      };
      return {
        id,
        body: entryOf(input.phoneNumberId, {
          contacts: [{ profile: { name: input.name ?? "Student" }, wa_id: input.from }],
          messages: [message],
        }),
      };
    },
    /** The webhook post of a sent message's status (delivered, read, failed). */
    status(input: {
      phoneNumberId: string;
      wamid: string;
      to: string;
      status: "sent" | "delivered" | "read" | "failed";
    }) {
      return entryOf(input.phoneNumberId, {
        statuses: [
          {
            id: input.wamid,
            status: input.status,
            timestamp: String(Math.floor(now() / 1000)),
            recipient_id: input.to,
            ...(input.status === "failed"
              ? { errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }] }
              : {}),
          },
        ],
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `X-Hub-Signature-256` as Meta signs a webhook post: HMAC-SHA256 of the exact body under the app's secret. */
export const signWebhook = (body: string, appSecret: string) =>
  `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
