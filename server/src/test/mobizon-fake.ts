import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type MobizonRequest = { path: string; query: URLSearchParams; form: URLSearchParams; contentType: string };

/**
 * A local fake of Mobizon's HTTP API (decision 0059): records each `message/sendSmsMessage` call and answers as
 * Mobizon does — `{code: 0, data: {campaignId, messageId, status}, message: ""}` — or with the answers a test queues
 * (another code, or an HTTP status).
 */
export async function startMobizonFake() {
  const requests: MobizonRequest[] = [];
  const answers: ({ code: number; message?: string; data?: unknown } | { httpStatus: number })[] = [];
  let messageId = 5000;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      requests.push({
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
        contentType: String(request.headers["content-type"] ?? ""),
      });
      const next = answers.shift();
      if (next && "httpStatus" in next) {
        response.writeHead(next.httpStatus, { "content-type": "text/html" });
        return response.end("<html>Bad Gateway</html>");
      }
      messageId += 1;
      const body = next ?? {
        code: 0,
        data: { campaignId: String(messageId + 1), messageId: String(messageId), status: 1 },
        message: "",
      };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "", data: [], ...body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerNext: (...next: typeof answers) => answers.push(...next),
    /** The texts sent to a number (as Mobizon receives it: digits without the plus). */
    textsTo: (recipient: string) =>
      requests.filter((r) => r.form.get("recipient") === recipient).map((r) => r.form.get("text") ?? ""),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
