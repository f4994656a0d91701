import type { UiLanguage } from "@school/contracts";
import { eq, sql } from "drizzle-orm";
import { hashToken, newOpaqueToken } from "../../core/auth/tokens.js";
import { invitationMail } from "../../core/mail/templates.js";
import type { AppJobs } from "../../core/queue/job-kinds.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { setPasswordLink } from "./set-password-link.js";

/** An invitation's link lives longer than a reset's hour: a new colleague or student may open it days later. */
export const INVITATION_TTL_DAYS = 7;

export type Invitee = { userId: number; email: string; language: UiLanguage };

/**
 * Invites accounts the school made (a staff member's form, a student import) to set their first password: the
 * password-reset link (`/set-password`, the same token table and `set_password/` call), valid longer, in the
 * invitee's language (decision 0083). Runs in the caller's `deps.queue.transaction`: the links are stored and their
 * mails queued (`mail.send`, retried by the worker) if and only if the accounts are committed.
 */
export async function inviteUsers(
  scope: Scope & { deps: Pick<Deps, "env" | "mailer" | "clock"> },
  input: { jobs: AppJobs; invitees: readonly Invitee[] },
): Promise<void> {
  if (input.invitees.length === 0) return;
  const [school] = await scope.db.select({ name: schools.name }).from(schools).where(eq(schools.id, scope.schoolId));
  const expiresAt = new Date(scope.deps.clock.now().getTime() + INVITATION_TTL_DAYS * 86_400_000);
  const links = input.invitees.map((invitee) => ({ invitee, token: newOpaqueToken() }));
  // The school's handle cannot read the links' table: the owner's function stores them, for this school's accounts
  // only (decision 0129).
  const accounts = links.map(({ invitee }) => invitee.userId);
  const hashes = links.map(({ token }) => hashToken(token));
  await scope.db.execute(
    sql`select issue_password_links(${scope.schoolId}, ${sql.param(accounts)}::int[], ${sql.param(hashes)}::text[], ${expiresAt})`,
  );
  for (const { invitee, token } of links) {
    const link = setPasswordLink(scope.deps.env.PUBLIC_URL, token);
    const mail = invitationMail(invitee.language, { link, days: INVITATION_TTL_DAYS, school: school?.name ?? "" });
    await scope.deps.mailer.send({ to: invitee.email, ...mail }, { jobs: input.jobs });
  }
}
