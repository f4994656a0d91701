import { randomBytes, randomUUID } from "node:crypto";
import {
  type ConsultationBody,
  type MyReferral,
  REFERRAL_CASHBACK_PERCENT,
  type ReferralPerson,
  type UtmMarks,
} from "@school/contracts";
import { hasAccess } from "../../../core/access/access.js";
import type { Actor, Visitor } from "../../../core/access/actor.js";
import { newChatCode } from "../../../core/auth/chat-code.js";
import { hashPassword } from "../../../core/auth/passwords.js";
import { recordEvent } from "../../../core/automation-events.js";
import { inTransaction, type SchoolWork, type Scope, type Transacted } from "../../../core/tenancy/scope.js";
import * as leads from "./leads.queries.js";
import * as queries from "./referrals.queries.js";

/** The first name and the last name's initial: enough for a friend to recognise, no more. */
const personOf = (firstName: string | null, lastName: string | null): ReferralPerson | null =>
  firstName === null ? null : { first_name: firstName, last_initial: (lastName ?? "").trim().slice(0, 1) };

/** `marketing/referral/`: the caller's code (made on first use), their credits and totals, who referred them. */
export async function myReferral(actor: Actor): Promise<MyReferral> {
  const userId = actor.caller.userId;
  const code = await queries.ensureReferralCode(actor, userId);
  const [credits, totals, friends, own] = await Promise.all([
    queries.creditsOf(actor, userId),
    queries.creditTotalsOf(actor, userId),
    queries.friendsRegistered(actor, userId),
    queries.referralOfFriend(actor, userId),
  ]);
  return {
    code,
    cashback_percent: REFERRAL_CASHBACK_PERCENT,
    friends_registered: friends,
    credits: credits.map((credit) => ({
      friend: personOf(credit.friendFirstName, credit.friendLastName),
      amount_minor: credit.amountMinor,
      currency: credit.currency,
      created_at: credit.createdAt.toISOString(),
    })),
    totals,
    referred_by: own ? personOf(own.referrerFirstName, own.referrerLastName) : null,
    earned_for_referrer:
      own?.creditAmountMinor != null && own.creditCurrency !== null && own.creditCreatedAt !== null
        ? {
            amount_minor: own.creditAmountMinor,
            currency: own.creditCurrency,
            created_at: own.creditCreatedAt.toISOString(),
          }
        : null,
  };
}

/** Where a new account came from: its marks as given, and the referrer the code names in this school (or none). */
export async function attributionOf(scope: Scope, input: UtmMarks & { ref?: string }) {
  const referrerId = input.ref ? await queries.referrerByCode(scope, input.ref) : null;
  return {
    utmSource: input.utm_source,
    utmCampaign: input.utm_campaign,
    utmContent: input.utm_content,
    utmMedium: input.utm_medium,
    utmTerm: input.utm_term,
    referrerId,
  };
}

/**
 * A request in the person's history and, when it says something, as their message from the website's form in their
 * conversation with the school (decision 0155), answered by e-mail: a lead's thread starts with their question. The
 * message is a job stored with the request, which the conversations module takes: this module imports none of it.
 */
async function recordRequest(work: Transacted<SchoolWork>, input: { userId: number; text: string }): Promise<void> {
  await leads.noteRequest(work, { userId: input.userId, text: input.text || "—" });
  if (!input.text) return;
  await work.jobs.enqueue("conversation.form-message", {
    school_id: work.schoolId,
    student_id: input.userId,
    text: input.text,
    external_id: `form:${randomUUID()}`,
  });
}

/**
 * `marketing/consultation/` (decision 0056): a guest's request becomes a lead in the school's CRM, a student account
 * without a usable password (a password reset lets the person in later), its record of type "consultation", the
 * comment in its history, with the marks and the referrer the browser kept. An e-mail already registered in the school
 * adds the request to that student's history and changes nothing else. The answer is the same in every case, so the
 * form tells nobody whether an address is registered. Limited per address and per e-mail.
 */
export async function requestConsultation(
  visitor: Visitor,
  input: { body: ConsultationBody; address: string },
): Promise<void> {
  const { body, address } = input;
  const { deps } = visitor;
  const addressLimit = deps.rateLimits.lookupsPerAddress ?? deps.rateLimits.perAddress;
  await deps.rateLimiter.consume([
    { key: `consultation:address:${address}`, limit: addressLimit },
    { key: `consultation:email:${body.email}`, limit: deps.rateLimits.perAccount },
  ]);
  const program = body.course_id ? await leads.courseTitle(visitor, body.course_id) : null;
  const text = [body.comment, program ? `→ ${program}` : "", body.phone ? `☎ ${body.phone}` : ""]
    .filter(Boolean)
    .join("\n");
  // A signed-in student asks about a program from inside: the request joins their own history, whatever e-mail the
  // form carried, so nobody writes into another account's history.
  const caller = visitor.caller;
  if (caller !== null && (await hasAccess({ ...visitor, caller }, "lead.request", { userId: caller.userId }))) {
    await inTransaction(visitor, (tx) => recordRequest(tx, { userId: caller.userId, text }));
    return;
  }
  const existing = await leads.accountByEmail(visitor, body.email);
  if (existing !== null) {
    await inTransaction(visitor, (tx) => recordRequest(tx, { userId: existing, text }));
    return;
  }
  const attribution = await attributionOf(visitor, body);
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const lead = {
    email: body.email,
    passwordHash,
    firstName: body.first_name,
    lastName: body.last_name,
    chatCode: newChatCode(),
    ...attribution,
  };
  const created = await inTransaction(visitor, async (tx) => {
    // A phone registered elsewhere must not lose the lead: the account goes without it, the history keeps it.
    const userId =
      (body.phone ? await leads.insertLead(tx, { ...lead, phone: body.phone }) : null) ??
      (await leads.insertLead(tx, { ...lead, phone: null }));
    if (userId !== null && text) await recordRequest(tx, { userId, text });
    // An event of the school's automation rules (decision 0152), stored with the lead it tells of.
    if (userId !== null) {
      await recordEvent(tx, {
        trigger: "lead_registered",
        key: `lead:${userId}`,
        studentId: userId,
        courseId: program === null ? null : (body.course_id ?? null),
        toStatus: null,
        occurredAt: deps.clock.now().toISOString(),
      });
    }
    return userId;
  });
  if (created === null) {
    // The e-mail belongs to an account of another school: the platform's e-mails are unique, so no lead here.
    deps.log.warn({ schoolId: visitor.schoolId }, "consultation request for an e-mail registered in another school");
  }
}
