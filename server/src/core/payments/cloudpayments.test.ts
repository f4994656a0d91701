import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCloudPayments,
  hasValidSignature,
  notificationBody,
  readNotification,
  signNotification,
} from "./cloudpayments.js";

const SECRET = "api-secret-for-tests";

/** A local stand-in for CloudPayments' API, recording what the provider sent. */
const received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
let apiUrl: string;
const server = createServer(async (request: IncomingMessage, response) => {
  let text = "";
  for await (const chunk of request) text += chunk;
  received.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(text) });
  response.setHeader("content-type", "application/json");
  if (request.url === "/orders/create") {
    response.end(JSON.stringify({ Success: true, Model: { Id: "o1", Url: "https://orders.cloudpayments.ru/d/o1" } }));
  } else if (request.url === "/payments/refund") {
    response.end(JSON.stringify({ Success: true, Model: { TransactionId: 991 } }));
  } else {
    response.end(JSON.stringify({ Success: false, Message: "unknown" }));
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A payment as the provider tells of it: what its notification says, read back. */
const PAYMENT = {
  transactionId: "100500",
  orderId: "c-1",
  accountId: "42",
  amountMinor: 2_500_050,
  currency: "KZT" as const,
  occurredAt: new Date("2026-11-24T08:30:00Z"),
};
const body = notificationBody({ ...PAYMENT, status: "Completed" });

describe("CloudPayments signatures", () => {
  it("reads a form body signed under the API secret, sums in minor units", () => {
    const raw = {
      type: "pay" as const,
      rawBody: Buffer.from(body),
      headers: { "content-hmac": signNotification(body, SECRET) },
    };
    expect(readNotification(raw, SECRET)).toEqual({ type: "pay", ...PAYMENT, reason: null, testMode: false });
  });

  it("refuses a wrong secret, a missing header, a changed byte and a signature of another length", () => {
    const signed = signNotification(body, SECRET);
    expect(
      hasValidSignature(
        { rawBody: Buffer.from(body), headers: { "content-hmac": signNotification(body, "other") } },
        SECRET,
      ),
    ).toBe(false);
    expect(hasValidSignature({ rawBody: Buffer.from(body), headers: {} }, SECRET)).toBe(false);
    expect(hasValidSignature({ rawBody: Buffer.from(`${body} `), headers: { "content-hmac": signed } }, SECRET)).toBe(
      false,
    );
    expect(hasValidSignature({ rawBody: Buffer.from(body), headers: { "content-hmac": "abc" } }, SECRET)).toBe(false);
    expect(hasValidSignature({ rawBody: Buffer.from(body), headers: { "x-content-hmac": signed } }, SECRET)).toBe(true);
  });

  it("refuses a signed body that is not a notification", () => {
    const text = "Amount=abc&InvoiceId=c-1&TransactionId=1&Currency=KZT";
    const raw = {
      type: "pay" as const,
      rawBody: Buffer.from(text),
      headers: { "content-hmac": signNotification(text, SECRET) },
    };
    expect(readNotification(raw, SECRET)).toBeNull();
  });
});

describe("CloudPayments API", () => {
  it("opens a checkout through orders/create with HTTP Basic, and refunds through payments/refund", async () => {
    const provider = createCloudPayments({ publicId: "pk_1", apiSecret: SECRET, apiUrl });
    const opened = await provider.openCheckout({
      orderId: "c-1",
      amountMinor: 2_500_050,
      currency: "KZT",
      description: "Магистратура",
      accountId: "42",
      email: "buyer@test.kz",
      returnUrl: "https://school.kz/success/course/c-1/1/25000.5/KZT",
      failUrl: "https://school.kz/success/course/c-1/1/25000.5/KZT",
    });
    expect(opened).toEqual({ checkoutUrl: "https://orders.cloudpayments.ru/d/o1" });
    expect(received[0]).toMatchObject({
      path: "/orders/create",
      authorization: `Basic ${Buffer.from(`pk_1:${SECRET}`).toString("base64")}`,
      body: { Amount: 25000.5, Currency: "KZT", InvoiceId: "c-1", AccountId: "42", Email: "buyer@test.kz" },
    });
    expect(await provider.refund({ transactionId: "100500", amountMinor: 100_000, currency: "KZT" })).toEqual({
      transactionId: "991",
    });
    expect(received[1]).toMatchObject({ path: "/payments/refund", body: { TransactionId: 100500, Amount: 1000 } });
  });

  it("answers CloudPayments' codes", () => {
    const provider = createCloudPayments({ publicId: "pk_1", apiSecret: SECRET, apiUrl });
    expect(provider.acknowledge("accepted")).toEqual({ status: 200, body: { code: 0 } });
    expect(provider.acknowledge("wrong_amount").body).toEqual({ code: 12 });
    expect(provider.acknowledge("stale").body).toEqual({ code: 20 });
  });
});
