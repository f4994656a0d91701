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

/** A port the OS says is free now, for servers that cannot be told to listen on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
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
