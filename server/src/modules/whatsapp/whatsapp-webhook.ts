import { createHmac, timingSafeEqual } from "node:crypto";
import { STUDENT_DOCUMENT_FILE_TYPES, UPLOAD_LIMIT_BYTES } from "@school/contracts";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { AppError } from "../../core/errors.js";
import type { GraphNumber } from "../../core/messaging/whatsapp-graph.js";
import { inTransaction, type SchoolWork, schoolScope } from "../../core/tenancy/scope.js";
import type { Deps } from "../../deps.js";
import { receiveChannelStatus, receiveMessage } from "../conversations/index.js";
import * as queries from "./whatsapp.queries.js";
import { UNLINKED_REPLY } from "./whatsapp.texts.js";

/**
 * The school number's webhook (decision 0157). Meta proves itself twice: the subscription handshake echoes the
 * challenge only for the school's Verify token, and every post carries `X-Hub-Signature-256`, the HMAC-SHA256 of the
 * exact body under the school's app secret, compared in constant time before anything is read. A linked student's
 * message lands in their thread once per `wamid`; a status moves a reply's delivery forward.
 */

const refused = () => new AppError("forbidden", "Not signed by the school's WhatsApp app");

/** The handshake: the challenge back as text when the Verify token is the school's. */
export async function verifySubscription(
  deps: Deps,
  input: { schoolId: number; verifyToken: string; challenge: string },
) {
  const number = await queries.numberOf(schoolScope(deps, input.schoolId));
  if (!number || !sameText(number.verifyToken, input.verifyToken)) throw refused();
  return input.challenge;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A file sent with a message: WhatsApp names it by a media id to fetch. */
const media = z.object({ id: z.string().max(200), mime_type: z.string().optional(), caption: z.string().optional() });
const inboundMessage = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  timestamp: z.coerce.number().int(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  document: media.extend({ filename: z.string().optional() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
const status = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  errors: z.array(z.object({ code: z.coerce.number(), title: z.string().optional() })).optional(),
});
const changeValue = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  messages: z.array(z.unknown()).max(1000).optional(),
  statuses: z.array(z.unknown()).max(1000).optional(),
});
const change = z.object({ field: z.string(), value: z.unknown() });

type WebhookPost = { schoolId: number; signature: string | undefined; rawBody: Buffer; body: { entry: unknown[] } };

export async function receivePost(deps: Deps, post: WebhookPost): Promise<void> {
  const school = schoolScope(deps, post.schoolId);
  const number = await queries.numberOf(school);
  const secret = number && deps.secondFactor.open(number.appSecret);
  const expected = secret && `sha256=${createHmac("sha256", secret).update(post.rawBody).digest("hex")}`;
  if (!expected || !post.signature || !sameText(expected, post.signature)) {
    deps.log.warn({ schoolId: post.schoolId }, "whatsapp webhook post refused: no school number or a wrong signature");
    throw refused();
  }
  const sender: GraphNumber = {
    phoneNumberId: number.phoneNumberId,
    accessToken: deps.secondFactor.open(number.accessToken),
  };
  for (const entry of post.body.entry) {
    const changes = z.object({ changes: z.array(change).max(100) }).safeParse(entry);
    for (const item of changes.success ? changes.data.changes : []) {
      const value = changeValue.safeParse(item.value);
      if (item.field !== "messages" || !value.success) continue;
      if (value.data.metadata.phone_number_id !== number.phoneNumberId) continue;
      for (const raw of value.data.messages ?? []) await receiveOne(school, { sender, raw });
      for (const raw of value.data.statuses ?? []) await statusOne(school, raw);
    }
  }
}

async function receiveOne(school: SchoolWork, input: { sender: GraphNumber; raw: unknown }) {
  const parsed = inboundMessage.safeParse(input.raw);
  if (!parsed.success) return;
  const message = parsed.data;
  const link = await queries.linkOfNumber(school, message.from);
  const graph = school.deps.whatsapp.graph;
  if (!link) {
    school.deps.log.info(
      { schoolId: school.schoolId, waIdEnd: message.from.slice(-4) },
      "whatsapp message from an unlinked number",
    );
    await graph.sendText(input.sender, { to: message.from, text: UNLINKED_REPLY });
    return;
  }
  const file = message.image ?? message.document;
  const attachment =
    file && (await fetchFile(school, { sender: input.sender, mediaId: file.id, name: message.document?.filename }));
  const text = message.text?.body ?? file?.caption ?? message.button?.text ?? "";
  if (!text && !attachment) {
    school.deps.log.info(
      { schoolId: school.schoolId, type: message.type },
      "whatsapp message of a kind the thread does not hold",
    );
    return;
  }
  await inTransaction(school, async (work) => {
    await receiveMessage(work, {
      studentId: link.userId,
      channel: "whatsapp",
      text,
      externalId: message.id,
      attachment: attachment && { ...attachment, storage: school.deps.storage },
    });
    await queries.markInbound(work, { userId: link.userId, at: new Date(message.timestamp * 1000) });
  });
}

/** A picture or PDF the student sent, proved by its bytes within the documents' limit; else none. */
async function fetchFile(school: SchoolWork, input: { sender: GraphNumber; mediaId: string; name?: string }) {
  const fetched = await school.deps.whatsapp.graph
    .download(input.sender, { mediaId: input.mediaId, maxBytes: UPLOAD_LIMIT_BYTES })
    .catch(() => undefined);
  if (!fetched) return undefined;
  const detected = await fileTypeFromBuffer(fetched.data);
  if (!detected || !(STUDENT_DOCUMENT_FILE_TYPES as readonly string[]).includes(detected.mime)) return undefined;
  return { data: fetched.data, mime: detected.mime, name: input.name?.slice(0, 200) || `photo.${detected.ext}` };
}

/** Delivered, read and failed move the reply forward; sent is already known from the send's own answer. */
async function statusOne(school: SchoolWork, raw: unknown) {
  const parsed = status.safeParse(raw);
  if (!parsed.success || parsed.data.status === "sent") return;
  await receiveChannelStatus(school, { channel: "whatsapp", externalId: parsed.data.id, status: parsed.data.status });
}
