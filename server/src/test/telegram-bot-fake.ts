import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeTelegramMessage = { chatId: string; text: string; at: number };

/**
 * A local fake of the Telegram Bot API's `sendMessage` (issue 22) with its real answer shapes: `{ok: true, result}`;
 * 429 `{ok: false, error_code: 429, description: "Too Many Requests: retry after N", parameters: {retry_after: N}}`;
 * 403 "Forbidden: bot was blocked by the user"; 400 "Bad Request: chat not found". Tests and the bench point a
 * Telegram channel's API root at it.
 */
export async function startTelegramBotFake(
  options: {
    blocked?: Set<string>;
    /** Answer 429 with this retry_after to a request when it returns a number (bursts, or a chat's first try). */
    tooManyRequests?: (chatId: string, requestNumber: number) => number | null;
  } = {},
) {
  const messages: FakeTelegramMessage[] = [];
  const attempts: FakeTelegramMessage[] = [];
  let requests = 0;
  let nextId = 1;
  const answer = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (!/^\/bot[^/]+\/sendMessage$/.test(request.url ?? "")) {
        return answer(response, 404, { ok: false, error_code: 404, description: "Not Found" });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { chat_id?: string; text?: string };
      const chatId = String(body.chat_id ?? "");
      requests += 1;
      const seen = { chatId, text: String(body.text ?? ""), at: Date.now() };
      attempts.push(seen);
      const retryAfter = options.tooManyRequests?.(chatId, requests) ?? null;
      if (retryAfter !== null) {
        return answer(response, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        });
      }
      if (options.blocked?.has(chatId)) {
        return answer(response, 403, {
          ok: false,
          error_code: 403,
          description: "Forbidden: bot was blocked by the user",
        });
      }
      if (!/^-?\d+$/.test(chatId)) {
        return answer(response, 400, { ok: false, error_code: 400, description: "Bad Request: chat not found" });
      }
      messages.push(seen);
      const id = nextId++;
      return answer(response, 200, {
        ok: true,
        result: { message_id: id, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: "private" } },
      });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token: "123456:TEST-fake-token",
    messages,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
