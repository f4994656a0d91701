import {
  type MailingSettings,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  type MessageTemplateKey,
  type TemplateText,
  type UI_LANGUAGES,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { sanitizeRichText } from "../../../core/rich-text.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { occasionDate } from "./occasions.js";
import { TEMPLATE_TEXTS } from "./template-texts.js";
import * as queries from "./templates.queries.js";

type Language = (typeof UI_LANGUAGES)[number];

/** A template in one language as the school reads it: its own wording where it rewrote it, the platform's otherwise. */
export async function templateTextFor(
  scope: Scope,
  which: { key: MessageTemplateKey; language: Language },
): Promise<TemplateText> {
  const { key, language } = which;
  const [own] = await queries.selectOverrides(scope, { key, language });
  return own ? { subject: own.subject, body: own.body } : TEMPLATE_TEXTS[key][language];
}

export async function listTemplates(actor: Actor): Promise<MessageTemplate[]> {
  const overrides = await queries.selectOverrides(actor);
  return MESSAGE_TEMPLATES.map((key) =>
    templateOf(
      key,
      overrides.filter((row) => row.key === key),
    ),
  );
}

function templateOf(key: MessageTemplateKey, own: queries.TemplateOverrideRow[]): MessageTemplate {
  const texts = { ...TEMPLATE_TEXTS[key] };
  for (const row of own) texts[row.language] = { subject: row.subject, body: row.body };
  return { key, date: occasionDate(key), texts, overridden: own.map((row) => row.language) };
}

/** Rewrites one language of a template (sanitised as a mailing's body); empty subject and body restore the platform's. */
export async function updateTemplate(
  actor: Actor,
  input: { key: MessageTemplateKey; language: Language; subject: string; body: string },
): Promise<MessageTemplate> {
  const { key, language } = input;
  const body = sanitizeRichText(input.body);
  if (!input.subject && !body) {
    await queries.deleteOverride(actor, { key, language });
  } else {
    const fallback = TEMPLATE_TEXTS[key][language];
    await queries.saveOverride(actor, {
      key,
      language,
      subject: input.subject || fallback.subject,
      body: body || fallback.body,
    });
  }
  return templateOf(key, await queries.selectOverrides(actor, { key }));
}

export async function settingsOf(scope: Scope): Promise<MailingSettings> {
  const row = await queries.selectMailingSettings(scope);
  return { greetings_enabled: row?.greetingsEnabled ?? false, greeting_channels: row?.greetingChannels ?? ["email"] };
}

export async function updateSettings(actor: Actor, body: Partial<MailingSettings>): Promise<MailingSettings> {
  const current = await settingsOf(actor);
  const next = { ...current, ...body };
  await queries.saveMailingSettings(actor, {
    greetingsEnabled: next.greetings_enabled,
    greetingChannels: [...new Set(next.greeting_channels)],
  });
  return settingsOf(actor);
}
