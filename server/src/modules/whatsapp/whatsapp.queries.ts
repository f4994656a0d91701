import type { WhatsappTemplateMapping } from "@school/contracts";
import { and, eq, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { schoolWhatsapp, whatsappLinkCodes, whatsappLinks, whatsappTemplates } from "../../db/schema/index.js";

/*
 * Every read and write names its school by the scope: a request's actor, the webhook's school (its path names it, its
 * signature proves it), or a delivery job's school.
 */

export type WhatsappNumberRow = typeof schoolWhatsapp.$inferSelect;

export async function numberOf(scope: Scope): Promise<WhatsappNumberRow | undefined> {
  const [row] = await scope.db.select().from(schoolWhatsapp).where(inSchool(scope, schoolWhatsapp)).limit(1);
  return row;
}

export async function saveNumber(
  scope: Scope,
  values: Omit<typeof schoolWhatsapp.$inferInsert, "schoolId" | "updatedAt">,
): Promise<void> {
  const row = { ...values, schoolId: scope.schoolId, updatedAt: new Date() };
  const { verifyToken: _keep, ...changes } = row;
  await scope.db
    .insert(schoolWhatsapp)
    .values(row)
    .onConflictDoUpdate({ target: schoolWhatsapp.schoolId, set: changes });
}

/** The school's number gone, and with it its students' links and the codes waiting (they linked to that number). */
export async function removeNumber(scope: Scope): Promise<void> {
  await scope.db.delete(whatsappLinkCodes).where(inSchool(scope, whatsappLinkCodes));
  await scope.db.delete(whatsappLinks).where(inSchool(scope, whatsappLinks));
  await scope.db.delete(schoolWhatsapp).where(inSchool(scope, schoolWhatsapp));
}

export async function templatesOf(scope: Scope): Promise<WhatsappTemplateMapping[]> {
  const rows = await scope.db
    .select()
    .from(whatsappTemplates)
    .where(inSchool(scope, whatsappTemplates))
    .orderBy(whatsappTemplates.templateKey);
  return rows.map((row) => ({
    key: row.templateKey,
    name: row.name,
    language: row.language,
    parameters: row.parameters,
  }));
}

export async function replaceTemplates(scope: Scope, templates: WhatsappTemplateMapping[]): Promise<void> {
  await scope.db.delete(whatsappTemplates).where(inSchool(scope, whatsappTemplates));
  if (templates.length === 0) return;
  await scope.db.insert(whatsappTemplates).values(
    templates.map((template) => ({
      schoolId: scope.schoolId,
      templateKey: template.key,
      name: template.name,
      language: template.language,
      parameters: template.parameters,
    })),
  );
}

export async function linkOfUser(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select()
    .from(whatsappLinks)
    .where(and(inSchool(scope, whatsappLinks), eq(whatsappLinks.userId, userId)))
    .limit(1);
  return row;
}

export async function linkOfNumber(scope: Scope, waId: string) {
  const [row] = await scope.db
    .select()
    .from(whatsappLinks)
    .where(and(inSchool(scope, whatsappLinks), eq(whatsappLinks.waId, waId)))
    .limit(1);
  return row;
}

/** Links the number to the student: a number another student of the school had moves to this one. */
export async function saveLink(scope: Scope, input: { userId: number; waId: string }): Promise<void> {
  await scope.db.delete(whatsappLinks).where(and(inSchool(scope, whatsappLinks), eq(whatsappLinks.waId, input.waId)));
  await scope.db
    .insert(whatsappLinks)
    .values({ schoolId: scope.schoolId, userId: input.userId, waId: input.waId })
    .onConflictDoUpdate({
      target: [whatsappLinks.schoolId, whatsappLinks.userId],
      set: { waId: input.waId, linkedAt: new Date(), lastInboundAt: null },
    });
}

export async function removeLink(scope: Scope, userId: number): Promise<void> {
  await scope.db.delete(whatsappLinks).where(and(inSchool(scope, whatsappLinks), eq(whatsappLinks.userId, userId)));
}

/** The student wrote on WhatsApp now: the school's 24-hour window opens again from this message. */
export async function markInbound(scope: Scope, input: { userId: number; at: Date }): Promise<void> {
  await scope.db
    .update(whatsappLinks)
    .set({ lastInboundAt: sql`greatest(${whatsappLinks.lastInboundAt}, ${input.at})` })
    .where(and(inSchool(scope, whatsappLinks), eq(whatsappLinks.userId, input.userId)));
}

export async function codeOf(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select()
    .from(whatsappLinkCodes)
    .where(and(inSchool(scope, whatsappLinkCodes), eq(whatsappLinkCodes.userId, userId)))
    .limit(1);
  return row;
}

export async function saveCode(
  scope: Scope,
  input: { userId: number; phone: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const row = { schoolId: scope.schoolId, ...input, tries: 0 };
  await scope.db
    .insert(whatsappLinkCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [whatsappLinkCodes.schoolId, whatsappLinkCodes.userId],
      set: { phone: input.phone, codeHash: input.codeHash, expiresAt: input.expiresAt, tries: 0 },
    });
}

/**
 * Takes one try of the student's live code, atomically: the row as it is after the try, or undefined when there is no
 * live code or its tries are spent (parallel guesses each take one; none gets past the limit).
 */
export async function takeCodeTry(scope: Scope, input: { userId: number; maxTries: number; now: Date }) {
  const [row] = await scope.db
    .update(whatsappLinkCodes)
    .set({ tries: sql`${whatsappLinkCodes.tries} + 1` })
    .where(
      and(
        inSchool(scope, whatsappLinkCodes),
        eq(whatsappLinkCodes.userId, input.userId),
        sql`${whatsappLinkCodes.tries} < ${input.maxTries}`,
        sql`${whatsappLinkCodes.expiresAt} > ${input.now}`,
      ),
    )
    .returning();
  return row;
}

export async function removeCode(scope: Scope, userId: number): Promise<void> {
  await scope.db
    .delete(whatsappLinkCodes)
    .where(and(inSchool(scope, whatsappLinkCodes), eq(whatsappLinkCodes.userId, userId)));
}
