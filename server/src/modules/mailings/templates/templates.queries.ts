import type { MessageTemplateKey, UI_LANGUAGES } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { mailingSettings, messageTemplateOverrides } from "../../../db/schema/index.js";

type Language = (typeof UI_LANGUAGES)[number];
export type TemplateOverrideRow = typeof messageTemplateOverrides.$inferSelect;
/** A template's or one language's own wording, as the school rewrote it. */
type Which = { key?: MessageTemplateKey; language?: Language };

const overridesOf = (scope: Scope, which: Which) =>
  and(
    inSchool(scope, messageTemplateOverrides),
    which.key ? eq(messageTemplateOverrides.key, which.key) : undefined,
    which.language ? eq(messageTemplateOverrides.language, which.language) : undefined,
  );

/** The school's own wordings: of every template, of one, or of one in one language. */
export function selectOverrides(scope: Scope, which: Which = {}): Promise<TemplateOverrideRow[]> {
  return scope.db.select().from(messageTemplateOverrides).where(overridesOf(scope, which));
}

export async function saveOverride(
  scope: Scope,
  input: { key: MessageTemplateKey; language: Language; subject: string; body: string },
) {
  const values = { subject: input.subject, body: input.body, updatedAt: new Date() };
  await scope.db
    .insert(messageTemplateOverrides)
    .values({ schoolId: scope.schoolId, key: input.key, language: input.language, ...values })
    .onConflictDoUpdate({
      target: [messageTemplateOverrides.schoolId, messageTemplateOverrides.key, messageTemplateOverrides.language],
      set: values,
    });
}

export async function deleteOverride(scope: Scope, which: Required<Which>) {
  await scope.db.delete(messageTemplateOverrides).where(overridesOf(scope, which));
}

export async function selectMailingSettings(scope: Scope) {
  const [row] = await scope.db.select().from(mailingSettings).where(inSchool(scope, mailingSettings));
  return row ?? null;
}

export async function saveMailingSettings(
  scope: Scope,
  values: Pick<typeof mailingSettings.$inferInsert, "greetingsEnabled" | "greetingChannels">,
) {
  await scope.db
    .insert(mailingSettings)
    .values({ schoolId: scope.schoolId, ...values })
    .onConflictDoUpdate({ target: mailingSettings.schoolId, set: values });
}
