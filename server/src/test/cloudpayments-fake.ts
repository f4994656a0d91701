import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type CloudPaymentsRequest = { path: string; authorization: string; body: Record<string, unknown> };

/**
 * A local fake of CloudPayments' API (decisions 0051, 0052): records each call and answers as CloudPayments does,
 * `{Success: true, Message: null, Model: …}` — an order's hosted page for `/orders/create`, a refund transaction for
 * `/payments/refund`. `refundDelayMs` makes the refund take as long as a real one does, so concurrent callers overlap;
 * `refuseRefunds(true)` makes it answer refunds as CloudPayments does when it cannot make one (`Success: false`).
 */
export async function startCloudPaymentsFake(options: { refundDelayMs?: number } = {}) {
  const requests: CloudPaymentsRequest[] = [];
  let transaction = 900_000;
  let refusingRefunds = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      const text = Buffer.concat(chunks).toString("utf8");
      requests.push({
        path,
        authorization: String(request.headers.authorization ?? ""),
        body: JSON.parse(text || "{}"),
      });
      let model: Record<string, unknown> | null = null;
      if (path === "/orders/create") {
        transaction += 1;
        model = { Id: `o${transaction}`, Url: `https://orders.cloudpayments.ru/d/o${transaction}` };
      } else if (path === "/payments/refund" && !refusingRefunds) {
        await new Promise((resolve) => setTimeout(resolve, options.refundDelayMs ?? 0));
        transaction += 1;
        model = { TransactionId: transaction };
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(model ? { Success: true, Message: null, Model: model } : { Success: false, Message: "unknown" }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The calls made to one of the API's methods (`/payments/refund`). */
    callsTo: (path: string) => requests.filter((request) => request.path === path),
    refuseRefunds: (refusing: boolean) => {
      refusingRefunds = refusing;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
