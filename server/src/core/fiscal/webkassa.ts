import { z } from "zod";
import type { FiscalCheck, FiscalOutcome, FiscalRegister } from "./fiscal-register.js";

/*
 * Webkassa (webkassa.kz), an online cash register registered with Kazakhstan's OFDs, through its HTTP JSON API v4
 * (decision 0161). Every call is a POST with the integration's `X-API-KEY` header; every answer is
 * `{ Data, Errors: [{ Code, Text }] }`, HTTP 200 even when refused.
 *
 *   POST /api/v4/Authorize {Login, Password}                          → Data: {Token}
 *   POST /api/v4/Check     {Token, CashboxUniqueNumber, OperationType, → Data: {CheckNumber (the fiscal sign),
 *                           Positions, Payments, Change, RoundType,       DateTime "dd.MM.yyyy HH:mm:ss", CheckOrderNumber,
 *                           ExternalCheckNumber, CustomerEmail}          ShiftNumber, OfflineMode, TicketUrl, …}
 */

/** OperationType: 2 a sale, 3 its return (0 and 1 are the school's own purchases, which it never fiscalises here). */
const OPERATION = { sale: 2, return: 3 } as const;
/** PaymentType: 0 cash, 1 a bank card (every cashless way: card, transfer, terminal). */
const PAYMENT_TYPE = { cash: 0, card: 1 } as const;
/** TaxType: 0 without VAT, 100 VAT; UnitCode 796 "штука" of the units' reference. */
const TAX_NONE = 0;
const TAX_VAT = 100;
const UNIT_PIECE = 796;

/**
 * Codes Webkassa answers (its API's error list): 2 the session expired and 3 not signed in (sign in again and repeat
 * once); 1 a wrong login or password, 4 and 5 no right to the operation or the cashbox, 6 no such cashbox, 7 the
 * cashbox blocked, 9 the data refused, 10 the cashbox not activated, 11 a shift past 24 hours, 14 this
 * ExternalCheckNumber already registered: none of these passes by itself. Others (18 offline too long, 505 the domain
 * unavailable, an unknown code) are worth another try.
 */
const REAUTHORISE = new Set([2, 3]);
const FINAL = new Set([1, 4, 5, 6, 7, 9, 10, 11, 14]);

const answer = z.object({
  Data: z.unknown().nullable().optional(),
  Errors: z
    .array(z.object({ Code: z.coerce.number().int().optional().default(-1), Text: z.string().optional().default("") }))
    .nullable()
    .optional()
    .default([]),
});
const authorized = z.object({ Token: z.string().min(1) });
const checked = z.object({
  CheckNumber: z.coerce.string().min(1),
  DateTime: z.string(),
  CheckOrderNumber: z.coerce.string(),
  TicketUrl: z.string().nullable().optional(),
});

export type WebkassaOptions = {
  apiUrl: string;
  apiKey: string;
  login: string;
  password: string;
  cashbox: string;
  /** The cashbox's zone: Webkassa's DateTime is its local time ("dd.MM.yyyy HH:mm:ss"), Almaty's by default. */
  utcOffsetHours?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type Call =
  | { kind: "answer"; data: unknown; errors: { Code: number; Text: string }[] }
  | { kind: "fault"; detail: string };

/** One POST to Webkassa with the integration's key: its `{Data, Errors}`, or a fault (the network, not its answer). */
function webkassaPoster(options: WebkassaOptions) {
  const call = options.fetch ?? fetch;
  return async (path: string, body: unknown): Promise<Call> => {
    let response: Response;
    try {
      response = await call(new URL(path, options.apiUrl), {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      return { kind: "fault", detail: `network: ${error instanceof Error ? error.message : String(error)}` };
    }
    const parsed = answer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return { kind: "fault", detail: `HTTP ${response.status}: not Webkassa's answer` };
    return { kind: "answer", data: parsed.data.Data ?? null, errors: parsed.data.Errors ?? [] };
  };
}

/** The Check request: one position for the whole sum (tenge with tiyn as decimals), paid one way, no change. */
function checkBody(check: FiscalCheck, session: { token: string; cashbox: string }) {
  const sum = check.amountMinor / 100;
  return {
    Token: session.token,
    CashboxUniqueNumber: session.cashbox,
    OperationType: OPERATION[check.operation],
    Positions: [
      {
        Count: 1,
        Price: sum,
        TaxPercent: check.vatRate ?? 0,
        TaxType: check.vatRate === null ? TAX_NONE : TAX_VAT,
        PositionName: check.item.slice(0, 255),
        UnitCode: UNIT_PIECE,
        Discount: 0,
        Markup: 0,
      },
    ],
    Payments: [{ Sum: sum, PaymentType: PAYMENT_TYPE[check.payment] }],
    Change: 0,
    RoundType: 2,
    ExternalCheckNumber: check.externalId,
    ...(check.customerEmail ? { CustomerEmail: check.customerEmail } : {}),
  };
}

export function createWebkassa(options: WebkassaOptions): FiscalRegister {
  const post = webkassaPoster(options);
  // The session token, shared by every job of this process; renewed when Webkassa says it expired.
  let token: string | null = null;

  async function signIn(): Promise<FiscalOutcome | null> {
    const result = await post("/api/v4/Authorize", { Login: options.login, Password: options.password });
    const refused = refusal(result);
    if (refused) return refused;
    const data = authorized.safeParse((result as { data: unknown }).data);
    if (!data.success) return { kind: "retry", detail: "Webkassa Authorize: no Token in its answer" };
    token = data.data.Token;
    return null;
  }

  return {
    name: "webkassa",
    async register(check) {
      for (let round = 0; round < 2; round += 1) {
        const signInFailed = token ? null : await signIn();
        if (signInFailed || !token) return signInFailed ?? { kind: "retry", detail: "Webkassa: no session" };
        const result = await post("/api/v4/Check", checkBody(check, { token, cashbox: options.cashbox }));
        if (result.kind === "answer" && result.errors.some((error) => REAUTHORISE.has(error.Code))) {
          // The token expired (Webkassa's sessions last about a day): sign in again and send the same check once.
          token = null;
          continue;
        }
        const refused = refusal(result);
        if (refused) return refused;
        const data = checked.safeParse((result as { data: unknown }).data);
        if (!data.success) return { kind: "retry", detail: "Webkassa Check: no CheckNumber in its answer" };
        return {
          kind: "registered",
          fiscalSign: data.data.CheckNumber,
          number: data.data.CheckOrderNumber,
          at: webkassaTime(data.data.DateTime, options.utcOffsetHours ?? 5),
          ticketUrl: data.data.TicketUrl ?? null,
        };
      }
      return { kind: "retry", detail: "Webkassa: the session expired again right after signing in" };
    },
  };
}

/** A fault or Webkassa's refusal as the job acts on it; null when the call succeeded. */
function refusal(result: Call): FiscalOutcome | null {
  if (result.kind === "fault") return { kind: "retry", detail: result.detail };
  const [first] = result.errors;
  if (!first) return null;
  const detail = `Webkassa ${first.Code}: ${first.Text}`.slice(0, 500);
  return FINAL.has(first.Code) ? { kind: "failed", detail } : { kind: "retry", detail };
}

/** "25.11.2026 01:30:00" at the cashbox's offset from UTC, as an instant; null when Webkassa wrote something else. */
export function webkassaTime(text: string, utcOffsetHours: number): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour! - utcOffsetHours, minute!, second!));
}
