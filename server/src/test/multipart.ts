/** One part of a multipart/form-data body: a field's text, or a file's name, type and bytes. */
export type FormPart = { name: string; value: string; file?: { name: string; mime: string; data: Buffer } };

/**
 * Reads a multipart/form-data body as the providers' servers do, for the local fakes (telegram-fake.ts,
 * whatsapp-graph-fake.ts). Written here rather than through `Response.formData()`: Node's parser refuses grammY's
 * parts (`filename=` unquoted, no space after the colon), which Telegram takes.
 */
export function readMultipart(body: Buffer, contentType: string): FormPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new Error(`Not a multipart body: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    const end = body.indexOf(delimiter, from);
    if (end === -1) break;
    // Each part: CRLF, its headers, a blank line, its bytes, and the CRLF before the next delimiter.
    const part = body.subarray(from + 2, end - 2);
    const split = part.indexOf("\r\n\r\n");
    const headers = part.subarray(0, split).toString("utf8");
    const data = part.subarray(split + 4);
    const name = /;\s*name="([^"]*)"/i.exec(headers)?.[1] ?? "";
    const fileName = /filename=(?:"([^"]*)"|([^;\r\n]*))/i.exec(headers);
    const mime = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? "application/octet-stream";
    parts.push({
      name,
      value: fileName ? "" : data.toString("utf8"),
      ...(fileName ? { file: { name: (fileName[1] ?? fileName[2] ?? "").trim(), mime, data: Buffer.from(data) } } : {}),
    });
    start = end;
  }
  return parts;
}
