import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of Webkassa's HTTP JSON API v4 (decision 0161) for the tests: the platform's WEBKASSA_API_URL points at
 * it. It answers as Webkassa does — every answer HTTP 200 with `{Data, Errors: [{Code, Text}]}` — for
 * `POST /api/v4/Authorize` (`Data: {Token}` for the right X-API-KEY, login and password; code 1 otherwise) and
 * `POST /api/v4/Check` (`Data: {CheckNumber, DateTime, OfflineMode, CashboxOfflineMode, CheckOrderNumber,
 * ShiftNumber, EmployeeName, TicketUrl, TicketPrintUrl, Cashbox: {UniqueNumber, RegistrationNumber, IdentityNumber,
 * Address, Ofd}}`): code 2 for an expired session (`expireTokens()` ends every token given so far), 3 for a token it
 * never gave, 6 for a cashbox it does not know, 14 for an ExternalCheckNumber it already registered. A test may queue
 * the next Check's answer: any code, or an HTTP status (the register's server down).
 */
export type WebkassaCheck = {
  externalCheckNumber: string;
  operationType: number;
  total: number;
  paymentType: number;
  positionName: string;
  taxPercent: number;
  checkNumber: string;
};

export const WEBKASSA = {
  apiKey: "wk-test-api-key",
  login: "cashier@school.kz",
  password: "wk-test-password",
  cashbox: "SWK00012345",
} as const;

type Queued = { code: number; text: string } | { httpStatus: number };

export async function startWebkassaFake() {
  const checks: WebkassaCheck[] = [];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const live = new Set<string>();
  const expired = new Set<string>();
  const queued: Queued[] = [];
  let tokens = 0;
  let fiscalSign = 3_210_987_650;
  // A slow register: each Check waits this long, so two runs can overlap in a test.
  let delayMs = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        body = {};
      }
      calls.push({ path, body });
      const answer = (data: unknown, errors: { Code: number; Text: string }[] = []) => {
        response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify({ Data: errors.length ? null : data, Errors: errors }));
      };
      const error = (code: number, text: string) => answer(null, [{ Code: code, Text: text }]);
      if (request.method !== "POST") return error(-1, "Метод не поддерживается");
      if (request.headers["x-api-key"] !== WEBKASSA.apiKey) return error(3, "Неверный API ключ");
      if (path === "/api/v4/Authorize") {
        if (body.Login !== WEBKASSA.login || body.Password !== WEBKASSA.password) {
          return error(1, "Неверный логин или пароль");
        }
        tokens += 1;
        const token = `wk-token-${tokens}`;
        live.add(token);
        return answer({ Token: token });
      }
      if (path === "/api/v4/Check") {
        const token = String(body.Token ?? "");
        if (expired.has(token)) return error(2, "Срок действия сессии истек");
        if (!live.has(token)) return error(3, "Пользователь не авторизован");
        if (body.CashboxUniqueNumber !== WEBKASSA.cashbox) return error(6, "Касса не найдена");
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const next = queued.shift();
        if (next && "httpStatus" in next) {
          response.writeHead(next.httpStatus, { "content-type": "text/html" });
          return response.end("<html><body>502 Bad Gateway</body></html>");
        }
        if (next) return error(next.code, next.text);
        const external = String(body.ExternalCheckNumber ?? "");
        if (external && checks.some((check) => check.externalCheckNumber === external)) {
          return error(14, "Чек с данным внешним номером уже существует");
        }
        const positions = (body.Positions as { PositionName: string; TaxPercent: number }[] | undefined) ?? [];
        const payments = (body.Payments as { Sum: number; PaymentType: number }[] | undefined) ?? [];
        fiscalSign += 1;
        const check: WebkassaCheck = {
          externalCheckNumber: external,
          operationType: Number(body.OperationType),
          total: payments.reduce((sum, payment) => sum + Number(payment.Sum), 0),
          paymentType: payments[0]?.PaymentType ?? -1,
          positionName: positions[0]?.PositionName ?? "",
          taxPercent: positions[0]?.TaxPercent ?? 0,
          checkNumber: String(fiscalSign),
        };
        checks.push(check);
        return answer({
          CheckNumber: check.checkNumber,
          // Almaty time, as Webkassa writes it.
          DateTime: "25.11.2026 01:31:00",
          OfflineMode: false,
          CashboxOfflineMode: false,
          CheckOrderNumber: checks.length,
          ShiftNumber: 42,
          EmployeeName: "Кассир школы",
          TicketUrl: `https://ofd1.kz/t/?i=${check.checkNumber}&f=010101012345&s=${check.total}.00&t=20261125T013100`,
          TicketPrintUrl: `https://kkm.webkassa.kz/Ticket?chb=${WEBKASSA.cashbox}&sh=42&extnum=${external}`,
          Cashbox: {
            UniqueNumber: WEBKASSA.cashbox,
            RegistrationNumber: "010101012345",
            IdentityNumber: "1234",
            Address: "г. Алматы, пр. Абая, 1",
            Ofd: { Name: 'АО "Казахтелеком"', Host: "consumer.oofd.kz", Code: 1 },
          },
        });
      }
      return error(-1, "Неизвестный метод");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    checks,
    calls,
    /** Every token given so far answers code 2 from now on, as a day-old Webkassa session does. */
    expireTokens: () => {
      for (const token of live) expired.add(token);
      live.clear();
    },
    answerNext: (...next: Queued[]) => queued.push(...next),
    slowDown: (ms: number) => {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
