import {
  type MailingSettings,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  type MessageTemplateKey,
  type TemplateText,
  type UI_LANGUAGES,
} from "@school/contracts";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../core/access/actor.js";
import { sanitizeRichText } from "../../../core/rich-text.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { mailingSettings, messageTemplateOverrides } from "../../../db/schema/index.js";
import { occasionDate } from "./occasions.js";
import { TEMPLATE_TEXTS } from "./template-texts.js";

type Language = (typeof UI_LANGUAGES)[number];

/** A template in one language as the school reads it: its own wording where it rewrote it, the platform's otherwise. */
export async function templateTextFor(
  scope: Scope,
  key: MessageTemplateKey,
  language: Language,
): Promise<TemplateText> {
  const [own] = await scope.db
    .select({ subject: messageTemplateOverrides.subject, body: messageTemplateOverrides.body })
    .from(messageTemplateOverrides)
    .where(
      and(
        eq(messageTemplateOverrides.schoolId, scope.schoolId),
        eq(messageTemplateOverrides.key, key),
        eq(messageTemplateOverrides.language, language),
      ),
    );
  return own ?? TEMPLATE_TEXTS[key][language];
}

export async function listTemplates(actor: Actor): Promise<MessageTemplate[]> {
  const overrides = await actor.db
    .select()
    .from(messageTemplateOverrides)
    .where(eq(messageTemplateOverrides.schoolId, actor.schoolId));
  return MESSAGE_TEMPLATES.map((key) =>
    templateOf(
      key,
      overrides.filter((row) => row.key === key),
    ),
  );
}

function templateOf(key: MessageTemplateKey, own: (typeof messageTemplateOverrides.$inferSelect)[]): MessageTemplate {
  const texts = { ...TEMPLATE_TEXTS[key] };
  for (const row of own) texts[row.language] = { subject: row.subject, body: row.body };
  return { key, date: occasionDate(key), texts, overridden: own.map((row) => row.language) };
}

/** Rewrites one language of a template (sanitised as a mailing's body); empty subject and body restore the platform's. */
export async function updateTemplate(
  actor: Actor,
  input: { key: MessageTemplateKey; language: Language; subject: string; body: string },
): Promise<MessageTemplate> {
  const where = and(
    eq(messageTemplateOverrides.schoolId, actor.schoolId),
    eq(messageTemplateOverrides.key, input.key),
    eq(messageTemplateOverrides.language, input.language),
  );
  const body = sanitizeRichText(input.body);
  if (!input.subject && !body) {
    await actor.db.delete(messageTemplateOverrides).where(where);
  } else {
    const fallback = TEMPLATE_TEXTS[input.key][input.language];
    const values = { subject: input.subject || fallback.subject, body: body || fallback.body, updatedAt: new Date() };
    await actor.db
      .insert(messageTemplateOverrides)
      .values({ schoolId: actor.schoolId, key: input.key, language: input.language, ...values })
      .onConflictDoUpdate({
        target: [messageTemplateOverrides.schoolId, messageTemplateOverrides.key, messageTemplateOverrides.language],
        set: values,
      });
  }
  const own = await actor.db
    .select()
    .from(messageTemplateOverrides)
    .where(and(eq(messageTemplateOverrides.schoolId, actor.schoolId), eq(messageTemplateOverrides.key, input.key)));
  return templateOf(input.key, own);
}

export async function settingsOf(scope: Scope): Promise<MailingSettings> {
  const [row] = await scope.db.select().from(mailingSettings).where(eq(mailingSettings.schoolId, scope.schoolId));
  return { greetings_enabled: row?.greetingsEnabled ?? false, greeting_channels: row?.greetingChannels ?? ["email"] };
}

export async function updateSettings(actor: Actor, body: Partial<MailingSettings>): Promise<MailingSettings> {
  const current = await settingsOf(actor);
  const next = { ...current, ...body };
  const values = {
    greetingsEnabled: next.greetings_enabled,
    greetingChannels: [...new Set(next.greeting_channels)],
  };
  await actor.db
    .insert(mailingSettings)
    .values({ schoolId: actor.schoolId, ...values })
    .onConflictDoUpdate({ target: mailingSettings.schoolId, set: values });
  return settingsOf(actor);
}
