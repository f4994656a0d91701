/**
 * An online cash register (онлайн-касса) as the platform uses one (decision 0161): a receipt's sale or return sent to
 * it, answered with the fiscal receipt the operator of fiscal data (OFD) registered. Webkassa is the one spoken; a
 * second (ReKassa, Kassa24) is one more implementation of this interface. Off unless FISCAL_PROVIDER names one.
 */
export interface FiscalRegister {
  /** The name kept on receipts ("webkassa"). */
  readonly name: string;
  register(check: FiscalCheck): Promise<FiscalOutcome>;
}

export type FiscalCheck = {
  /**
   * The platform's key of this receipt, sent as the register's own idempotency key (Webkassa's ExternalCheckNumber):
   * the same key sent twice registers one check, whatever retries or races made it go twice.
   */
  externalId: string;
  operation: "sale" | "return";
  /** One line: what was bought, under the title it was bought (the payment's own, as the history shows it). */
  item: string;
  amountMinor: number;
  /** How the money came: the register separates cash from cashless. */
  payment: "cash" | "card";
  /** VAT the sum includes, percent; null when the school pays none. */
  vatRate: number | null;
  customerEmail: string | null;
};

/** A check the register issued: its fiscal sign, its number, when, and the OFD's page of it. */
export type FiscalReceipt = {
  fiscalSign: string;
  number: string;
  /** The register's time of the check; null when it gave none the platform reads (the job takes its own clock's). */
  at: Date | null;
  ticketUrl: string | null;
};

export type FiscalOutcome =
  | ({ kind: "registered" } & FiscalReceipt)
  /** A fault that may pass (the network, the register's server, its shift): the job tries again. */
  | { kind: "retry"; detail: string }
  /** Refused for good (credentials, the cashbox blocked, the data): staff see it and may retry once it is fixed. */
  | { kind: "failed"; detail: string };
