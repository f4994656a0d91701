import type { FiscalCheck } from "../../../core/fiscal/fiscal-register.js";
import type { SchoolWork } from "../../../core/tenancy/scope.js";
import * as queries from "./receipts.queries.js";
import { receiptDocument } from "./receipts.service.js";

/** Register faults that may pass, tried this many times (a job's attempt each) before staff see the receipt failed. */
export const FISCAL_ATTEMPTS = 5;
/** A claim older than this is a worker that died mid-call: the receipts job's expiry, with margin. */
const CLAIM_STALE_MS = 3 * 60_000;

export type FiscalStep = "done" | "busy" | "again";

/**
 * The receipt's fiscal receipt (decision 0161), once: the job claims the registration in one UPDATE (of two runs at
 * once, one gets it; the other answers `busy` and its job tries later), sends the check under the receipt's own
 * ExternalCheckNumber (so even a claim taken over from a dead worker registers no second check at the register), and
 * stores the fiscal sign, number and link. A fault that may pass answers `again` until FISCAL_ATTEMPTS; a refusal,
 * or the last attempt, leaves the receipt `failed` with the register's words for staff, who may send it again.
 */
export async function fiscalise(scope: SchoolWork, receipt: queries.ReceiptRow): Promise<FiscalStep> {
  const register = scope.deps.fiscal;
  if (!register || (receipt.fiscalState !== "pending" && receipt.fiscalState !== "sending")) return "done";
  const now = scope.deps.clock.now();
  const claimed = await queries.claimFiscal(scope, {
    id: receipt.id,
    now,
    staleBefore: new Date(now.getTime() - CLAIM_STALE_MS),
  });
  if (!claimed) {
    const current = await queries.receiptById(scope, receipt.id);
    return current?.receipt.fiscalState === "sending" ? "busy" : "done";
  }
  const externalId = `${scope.schoolId}-${claimed.paymentId}-${claimed.key.replace(":", "-")}`;
  const check = await checkOf(scope, { receipt: claimed, externalId });
  const outcome = check ? await register.register(check) : { kind: "failed" as const, detail: "payment not found" };
  if (outcome.kind === "registered") {
    await queries.settleFiscal(scope, {
      id: receipt.id,
      from: ["sending"],
      values: {
        fiscalState: "registered",
        fiscalProvider: register.name,
        fiscalExternalId: externalId,
        fiscalSign: outcome.fiscalSign,
        fiscalNumber: outcome.number,
        fiscalUrl: outcome.ticketUrl,
        fiscalAt: outcome.at ?? now,
        fiscalError: null,
      },
    });
    return "done";
  }
  const tryAgain = outcome.kind === "retry" && claimed.fiscalAttempts < FISCAL_ATTEMPTS;
  await queries.settleFiscal(scope, {
    id: receipt.id,
    from: ["sending"],
    values: {
      fiscalState: tryAgain ? "pending" : "failed",
      fiscalProvider: register.name,
      fiscalExternalId: externalId,
      fiscalError: outcome.detail,
      fiscalClaimedAt: null,
    },
  });
  scope.deps.log.warn({ receipt: receipt.id, detail: outcome.detail, tryAgain }, "fiscal receipt not registered");
  return tryAgain ? "again" : "done";
}

/** The check the register gets: one line (the program, the tariff…), the sum, cash or cashless, VAT as the school pays. */
async function checkOf(
  scope: SchoolWork,
  { receipt, externalId }: { receipt: queries.ReceiptRow; externalId: string },
): Promise<FiscalCheck | null> {
  const drawn = await receiptDocument(scope, { receipt });
  if (!drawn) return null;
  const { document } = drawn;
  return {
    externalId,
    operation: receipt.kind === "payment" ? "sale" : "return",
    item: drawn.paymentTitle,
    amountMinor: receipt.amountMinor,
    payment: document.method === "cash" ? "cash" : "card",
    vatRate: document.vatRate,
    customerEmail: drawn.payerEmail,
  };
}
