import { randomBytes } from "node:crypto";
import {
  type CurrencyCode,
  inLanguage,
  MINOR_UNITS_PER_MAJOR,
  type OpenedOrderAnswer,
  PAYMENT_LINK_DAYS,
  type PaymentLinkChannel,
  type PaymentLinkView,
  type SentPaymentLink,
  type UiLanguage,
} from "@school/contracts";
import type { Actor, Visitor } from "../../core/access/actor.js";
import { hashToken } from "../../core/auth/tokens.js";
import { AppError } from "../../core/errors.js";
import { savedLanguageOf } from "../../core/reader-language.js";
import { inTransaction, schoolScope } from "../../core/tenancy/scope.js";
import type { Deps } from "../../deps.js";
import { reply } from "../conversations/index.js";
import { handleProviderWebhook } from "../payments/index.js";
import { requireRowAccess } from "../student-record/index.js";
import { openTrancheOrder, trancheTitle } from "./tranche-order.js";
import * as queries from "./tranche-payments.queries.js";

/* Payment links (decision 0159): a tranche paid by anyone holding its link, which expires; no sign-in. */

const DAY_MS = 24 * 60 * 60 * 1000;
const linkPath = (token: string) => `/pay/link/${token}`;

/** The message that carries the link, in the student's language. */
const LINK_TEXT: Record<UiLanguage, (input: { title: string; amount: string; url: string; until: string }) => string> =
  {
    ru: ({ title, amount, url, until }) =>
      `${title}: ${amount}. Оплатить онлайн (ссылка действует до ${until}): ${url}`,
    kk: ({ title, amount, url, until }) => `${title}: ${amount}. Онлайн төлеу (сілтеме ${until} дейін жарамды): ${url}`,
    en: ({ title, amount, url, until }) => `${title}: ${amount}. Pay online (the link works until ${until}): ${url}`,
  };

const LOCALE: Record<UiLanguage, string> = { ru: "ru-RU", kk: "kk-KZ", en: "en-GB" };

/**
 * Staff send a tranche's link as a message of the student's conversation on the channel chosen: the thread's reply
 * path checks the channel (a linked Telegram chat, WhatsApp's window) and its job delivers it. The token exists only
 * in that message; the table keeps its hash.
 */
export async function sendPaymentLink(
  actor: Actor,
  input: { trancheId: number; channel: PaymentLinkChannel },
): Promise<SentPaymentLink> {
  const found = await queries.findTranche(actor, input.trancheId);
  if (!found) throw new AppError("not_found", "Payment tranche not found");
  const tranche = await requireRowAccess(actor, { permission: "studentRecord.manage", row: found });
  if (tranche.paidOn !== null) throw new AppError("payment_link_closed", "This payment is already paid");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(actor.deps.clock.now().getTime() + PAYMENT_LINK_DAYS * DAY_MS);
  const url = new URL(linkPath(token), actor.deps.env.PUBLIC_URL).toString();
  const student = await queries.studentOf(actor, tranche.userId);
  const language = savedLanguageOf(student?.language ?? null);
  const school = await queries.schoolFacts(actor);
  const reader = { ...actor, language };
  const { title } = await trancheTitle(reader, tranche);
  const amount = new Intl.NumberFormat(LOCALE[language], {
    style: "currency",
    currency: school?.currency ?? "KZT",
    maximumFractionDigits: 0,
  }).format(tranche.amount);
  const until = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: "medium" }).format(expiresAt);
  const message = await inTransaction(actor, async (tx) => {
    await queries.insertLink(tx, {
      tokenHash: hashToken(token),
      trancheId: tranche.id,
      channel: input.channel,
      sentBy: actor.caller.userId,
      expiresAt,
    });
    return reply(tx, {
      studentId: tranche.userId,
      channel: input.channel,
      text: LINK_TEXT[language]({ title, amount, url, until }),
    });
  });
  return { url, expires_at: expiresAt.toISOString(), channel: input.channel, message_id: message.id };
}

/**
 * The link's school, tranche and state, read in the school the token belongs to. Every call is limited per address
 * first (as the other public token calls are), so guessing tokens is slow as well as hopeless (256 bits).
 */
async function openLink(deps: Deps, input: { token: string; address: string; language: UiLanguage }) {
  const limit = deps.rateLimits.lookupsPerAddress ?? deps.rateLimits.perAddress;
  await deps.rateLimiter.consume([{ key: `payment-link:address:${input.address}`, limit }]);
  const tokenHash = hashToken(input.token);
  const schoolId = await queries.schoolOfLink(deps.db, tokenHash);
  if (schoolId === undefined) throw new AppError("not_found", "Payment link not found");
  const payer: Visitor = { ...schoolScope(deps, schoolId), caller: null, language: input.language };
  const link = await queries.linkByHash(payer, tokenHash);
  const tranche = link && (await queries.findTranche(payer, link.trancheId));
  if (!link || !tranche) throw new AppError("not_found", "Payment link not found");
  const state = tranche.paidOn !== null ? "paid" : link.expiresAt <= deps.clock.now() ? "expired" : "open";
  return { payer, link, tranche, state } as const;
}

type LinkInput = { token: string; address: string; language: UiLanguage };

type OpenedLink = Awaited<ReturnType<typeof openLink>>;

export async function viewPaymentLink(deps: Deps, input: LinkInput): Promise<PaymentLinkView> {
  return viewOf(deps, await openLink(deps, input));
}

/** The link as its page shows it, from one read of it (the address's limit taken once per call). */
async function viewOf(deps: Deps, opened: OpenedLink): Promise<PaymentLinkView> {
  const { payer, link, tranche, state } = opened;
  const [school, student, order, named] = await Promise.all([
    queries.schoolFacts(payer),
    queries.studentOf(payer, tranche.userId),
    queries.latestOrderOf(payer, tranche.id),
    trancheTitle(payer, tranche),
  ]);
  const currency = (school?.currency ?? "KZT") as CurrencyCode;
  const development = deps.payments.development;
  return {
    state,
    school_name: school ? inLanguage(payer.language, { ru: school.name, kk: school.nameKk, en: school.nameEn }) : "",
    student_name: student ? `${student.firstName} ${student.lastName}`.trim() : "",
    title: named.title,
    number: named.plan?.number ?? null,
    of: named.plan?.of ?? null,
    amount_minor: tranche.amount * (MINOR_UNITS_PER_MAJOR[currency] ?? 100),
    currency,
    due_date: tranche.dueDate,
    expires_at: link.expiresAt.toISOString(),
    dev_checkout: development !== null && deps.payments.checkout.name === development.name,
    order_status: order?.status ?? null,
  };
}

/** Pay on the link's page: the tranche's one order (a paid or expired link pays nothing: 410). */
export async function payByLink(deps: Deps, input: LinkInput): Promise<OpenedOrderAnswer> {
  return payOpened(await openLink(deps, input), input.token);
}

function payOpened(opened: OpenedLink, token: string): Promise<OpenedOrderAnswer> {
  const { payer, tranche, state } = opened;
  if (state === "paid") throw new AppError("payment_link_closed", "This payment is already paid");
  if (state === "expired") throw new AppError("payment_link_closed", "This payment link has expired");
  return openTrancheOrder(payer, { tranche, returnPath: linkPath(token) });
}

/**
 * The development provider's Pay or Decline on the link's page (decision 0052's local checkout, for a payer who is not
 * signed in): the signed notification goes through the notification route's handling as a real one does.
 */
export async function devPayByLink(
  deps: Deps,
  input: LinkInput & { outcome: "pay" | "decline" },
): Promise<PaymentLinkView> {
  const development = deps.payments.development;
  if (!development || deps.payments.checkout.name !== development.name) {
    throw new AppError("not_found", "The development checkout is off: a payment provider is set up");
  }
  const link = await openLink(deps, input);
  const { payer } = link;
  const opened = await payOpened(link, input.token);
  const paymentId = opened.order_id ? await queries.paymentIdOf(payer, opened.order_id) : undefined;
  const order = paymentId === undefined ? undefined : await queries.orderForDevCheckout(payer, paymentId);
  if (order && (order.status === "pending" || order.status === "failed")) {
    const notification = development.notification({
      type: input.outcome === "pay" ? "pay" : "fail",
      // One card transaction per order and outcome, as a provider's page takes one: a Pay pressed again, or at once
      // from many tabs, is the same notification replayed, which settles nothing twice.
      transactionId: `dev-link-${order.orderId}-${input.outcome}`,
      orderId: order.orderId,
      accountId: String(order.userId),
      amountMinor: order.amountMinor,
      currency: order.currency as CurrencyCode,
      occurredAt: deps.clock.now(),
      reason: input.outcome === "decline" ? "Declined on the development checkout" : undefined,
    });
    const answer = await handleProviderWebhook(deps, { provider: development.name, raw: notification });
    if (answer.outcome !== "accepted") {
      throw new AppError("conflict", `The development provider's notification was refused: ${answer.outcome}`);
    }
  }
  // The tranche as the settlement left it.
  const tranche = (await queries.findTranche(payer, link.tranche.id)) ?? link.tranche;
  return viewOf(deps, { ...link, tranche, state: tranche.paidOn !== null ? "paid" : link.state });
}
