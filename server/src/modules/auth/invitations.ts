import type { UiLanguage } from "@school/contracts";
import { hashToken, newOpaqueToken } from "../../core/auth/tokens.js";
import { invitationMail } from "../../core/mail/templates.js";
import type { SchoolWork, Transacted } from "../../core/tenancy/scope.js";
import { issuePasswordLinks, schoolNameOf } from "./auth.queries.js";
import { setPasswordLink } from "./set-password-link.js";

/** An invitation's link lives longer than a reset's hour: a new colleague or student may open it days later. */
export const INVITATION_TTL_DAYS = 7;

export type Invitee = { userId: number; email: string; language: UiLanguage };

/**
 * Invites accounts the school made (a staff member's form, a student import) to set their first password: the
 * password-reset link (`/set-password`, the same token table and `set_password/` call), valid longer, in the
 * invitee's language (decision 0083). Runs in the caller's `inTransaction`: the links are stored and their
 * mails queued (`mail.send`, retried by the worker) if and only if the accounts are committed.
 */
export async function inviteUsers(scope: Transacted<SchoolWork>, invitees: readonly Invitee[]): Promise<void> {
  if (invitees.length === 0) return;
  const schoolName = await schoolNameOf(scope.db, scope.schoolId);
  const expiresAt = new Date(scope.deps.clock.now().getTime() + INVITATION_TTL_DAYS * 86_400_000);
  const links = invitees.map((invitee) => ({ invitee, token: newOpaqueToken() }));
  await issuePasswordLinks(scope, {
    userIds: links.map(({ invitee }) => invitee.userId),
    tokenHashes: links.map(({ token }) => hashToken(token)),
    expiresAt,
  });
  for (const { invitee, token } of links) {
    const link = setPasswordLink(scope.deps.env.PUBLIC_URL, token);
    const mail = invitationMail(invitee.language, { link, days: INVITATION_TTL_DAYS, school: schoolName ?? "" });
    await scope.deps.mailer.send({ to: invitee.email, school_id: scope.schoolId, ...mail }, { jobs: scope.jobs });
  }
}
