import { createServer } from "node:net";

/** A multipart/form-data body with one file in the field `file`, as the upload calls expect it. */
export function multipartFile(file: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = "----school-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A port held open until `release`, for servers that must know their address before they listen (the platform's
 * public URL is in its settings) or cannot be told to listen on port 0. While held, neither another listener nor an
 * outgoing connection can take it; the caller releases it just before its server listens. A port probed and closed
 * at once stayed free only by luck: a browser-test worker lost its port to another worker's connection in the
 * seconds its platform took to build.
 */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once("error", reject);
    holder.listen(0, "127.0.0.1", resolve);
  });
  const address = holder.address();
  if (!address || typeof address === "string") throw new Error("No free port");
  return { port: address.port, release: () => new Promise((resolve) => holder.close(() => resolve())) };
}

/** A multipart/form-data body of text fields and files, in the order given. */
export function multipartParts(
  parts: ({ name: string; value: string } | { name: string; file: Buffer; filename: string; type: string })[],
) {
  const boundary = "----school-test-parts";
  const chunks = parts.flatMap((part) =>
    "value" in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          part.file,
          Buffer.from("\r\n"),
        ],
  );
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
