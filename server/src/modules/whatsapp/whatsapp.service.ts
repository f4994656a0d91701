import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  API_PREFIX,
  type SchoolWhatsapp,
  type SchoolWhatsappBody,
  WHATSAPP_CODE_TRIES,
  WHATSAPP_CODE_TTL_MINUTES,
  type WhatsappLink,
  type WhatsappTemplateMapping,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../core/db-errors.js";
import { AppError } from "../../core/errors.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import * as queries from "./whatsapp.queries.js";
import { whatsappCodeSms } from "./whatsapp.texts.js";

/**
 * The school's WhatsApp number in the settings and a student's link to it (decision 0157). The token and the app
 * secret are sealed at rest (AES-GCM under the platform's key) and never answered; the number is checked with the
 * Graph API before it is kept.
 */

const webhookUrlOf = (actor: Actor) =>
  new URL(`${API_PREFIX}whatsapp/webhook/${actor.schoolId}/`, actor.deps.env.PUBLIC_URL).toString();

export async function schoolWhatsapp(actor: Actor): Promise<SchoolWhatsapp> {
  const [number, templates] = await Promise.all([queries.numberOf(actor), queries.templatesOf(actor)]);
  return {
    set: number !== undefined,
    phone_number_id: number?.phoneNumberId ?? null,
    display_phone: number?.displayPhone ?? null,
    verified_name: number?.verifiedName ?? null,
    webhook_url: webhookUrlOf(actor),
    verify_token: number?.verifyToken ?? "",
    templates,
  };
}

const refused = (field: keyof SchoolWhatsappBody, detail: string) =>
  new AppError("validation_failed", detail, { fields: { [field]: detail } });

/** Sets the number after the Graph API answered for it with the token; a token or secret left out keeps the one set. */
export async function setSchoolWhatsapp(actor: Actor, body: SchoolWhatsappBody): Promise<SchoolWhatsapp> {
  const { secondFactor: sealer, whatsapp } = actor.deps;
  const current = await queries.numberOf(actor);
  const accessToken = body.access_token ?? (current && sealer.open(current.accessToken));
  const appSecret = body.app_secret ?? (current && sealer.open(current.appSecret));
  if (!accessToken) throw refused("access_token", "The access token is required");
  if (!appSecret) throw refused("app_secret", "The app secret is required");
  const described = await whatsapp.graph.describeNumber({ phoneNumberId: body.phone_number_id, accessToken });
  if (!described.ok) {
    throw refused("phone_number_id", `WhatsApp did not accept this number id and token: ${described.detail}`);
  }
  try {
    await queries.saveNumber(actor, {
      phoneNumberId: body.phone_number_id,
      accessToken: sealer.seal(accessToken),
      appSecret: sealer.seal(appSecret),
      verifyToken: randomBytes(24).toString("base64url"),
      displayPhone: described.displayPhone,
      verifiedName: described.verifiedName,
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new AppError("conflict", "Another school uses this WhatsApp number", {
        fields: { phone_number_id: "Another school uses this WhatsApp number" },
      });
    }
    throw error;
  }
  return schoolWhatsapp(actor);
}

export async function removeSchoolWhatsapp(actor: Actor): Promise<undefined> {
  await inTransaction(actor, (work) => queries.removeNumber(work));
  return undefined;
}

export async function setTemplates(actor: Actor, templates: WhatsappTemplateMapping[]): Promise<SchoolWhatsapp> {
  await inTransaction(actor, (work) => queries.replaceTemplates(work, templates));
  return schoolWhatsapp(actor);
}

/* A student's link. */

const phoneOfWaId = (waId: string) => `+${waId}`;

export async function linkOf(actor: Actor): Promise<WhatsappLink> {
  const userId = actor.caller.userId;
  const [number, link, code] = await Promise.all([
    queries.numberOf(actor),
    queries.linkOfUser(actor, userId),
    queries.codeOf(actor, userId),
  ]);
  const codeLive = code && code.expiresAt > actor.deps.clock.now() && code.tries < WHATSAPP_CODE_TRIES;
  return {
    available: number !== undefined,
    phone: link ? phoneOfWaId(link.waId) : null,
    school_phone: number?.displayPhone ?? null,
    code_phone: codeLive ? code.phone : null,
    code_expires_at: codeLive ? code.expiresAt.toISOString() : null,
  };
}

/** A code as stored: a salt and the hash of salt and code; it lives ten minutes and five tries. */
const digest = (salt: string, code: string) => createHash("sha256").update(`${salt}:${code}`).digest();
const hashCode = (code: string) => {
  const salt = randomBytes(12).toString("base64url");
  return `${salt}.${digest(salt, code).toString("base64url")}`;
};
const codeMatches = (stored: string, code: string) => {
  const [salt = "", hash = ""] = stored.split(".");
  const expected = Buffer.from(hash, "base64url");
  const given = digest(salt, code);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * Sends a six-digit code by SMS to the number the student links, stored hashed with the SMS job in one transaction;
 * a new code voids the one before. Limited per student like sign-in codes (the account budget of the rate limiter).
 */
export async function sendCode(actor: Actor, input: { phone: string }): Promise<WhatsappLink> {
  if (!(await queries.numberOf(actor))) {
    throw new AppError("validation_failed", "The school has not set its WhatsApp number");
  }
  const { rateLimiter, rateLimits, clock, sms } = actor.deps;
  await rateLimiter.consume([
    { key: `whatsapp-code:${actor.schoolId}:${actor.caller.userId}`, limit: rateLimits.perAccount },
  ]);
  const code = String(Number.parseInt(randomBytes(4).toString("hex"), 16) % 1_000_000).padStart(6, "0");
  const expiresAt = new Date(clock.now().getTime() + WHATSAPP_CODE_TTL_MINUTES * 60_000);
  const { language } = actor;
  await inTransaction(actor, async (work) => {
    await queries.saveCode(work, {
      userId: actor.caller.userId,
      phone: input.phone,
      codeHash: hashCode(code),
      expiresAt,
    });
    await sms.send(input.phone, whatsappCodeSms(language, code), { jobs: work.jobs });
  });
  return linkOf(actor);
}

/** The SMS code links the number it was sent to; each try counts, atomically, and five wrong ones void the code. */
export async function confirmCode(actor: Actor, input: { code: string }): Promise<WhatsappLink> {
  const userId = actor.caller.userId;
  const wrong = () =>
    new AppError("validation_failed", "The code is wrong or has expired", {
      fields: { code: "The code is wrong or has expired" },
    });
  await inTransaction(actor, async (work) => {
    const tried = await queries.takeCodeTry(work, {
      userId,
      maxTries: WHATSAPP_CODE_TRIES,
      now: actor.deps.clock.now(),
    });
    if (!tried) throw wrong();
    if (!codeMatches(tried.codeHash, input.code)) return false;
    await queries.saveLink(work, { userId, waId: tried.phone.replace(/^\+/, "") });
    await queries.removeCode(work, userId);
    return true;
  }).then((linked) => {
    // The wrong try stays counted: the transaction committed before the refusal.
    if (!linked) throw wrong();
  });
  return linkOf(actor);
}

export async function unlink(actor: Actor): Promise<WhatsappLink> {
  await queries.removeLink(actor, actor.caller.userId);
  return linkOf(actor);
}
