import { STUDENT_DOCUMENT_FILE_TYPES, UPLOAD_LIMIT_BYTES } from "@school/contracts";
import { fileTypeFromBuffer } from "file-type";
import type { Api } from "grammy";
import type { Message } from "grammy/types";

/** A file a student sent the bot, fetched and proved by its bytes; or why it was refused. */
export type ReceivedFile =
  | { kind: "file"; data: Buffer; mime: string; name: string }
  | { kind: "refused"; reason: "size" | "type" | "unreachable" };

/** How long fetching one file from Telegram may take before the student is told it did not arrive. */
const FETCH_TIMEOUT_MS = 20_000;

/**
 * The photo (its largest size) or document of a private message, fetched through the Bot API before the update's
 * transaction (no network inside it): refused over the documents' 20 MB or when its bytes are not a picture or a
 * PDF, whatever it is called. Null when the message carries no file.
 */
export async function fetchMessageFile(
  bot: { api: Api; token: string; apiRoot: string },
  message: Message,
): Promise<ReceivedFile | null> {
  const photo = message.photo?.at(-1);
  const document = message.document;
  const file = photo ?? document;
  if (!file) return null;
  if ((file.file_size ?? 0) > UPLOAD_LIMIT_BYTES) return { kind: "refused", reason: "size" };
  try {
    const { file_path } = await bot.api.getFile(file.file_id);
    if (!file_path) return { kind: "refused", reason: "unreachable" };
    const response = await fetch(`${bot.apiRoot}/file/bot${bot.token}/${file_path}`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return { kind: "refused", reason: "unreachable" };
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > UPLOAD_LIMIT_BYTES) return { kind: "refused", reason: "size" };
    const detected = await fileTypeFromBuffer(data);
    if (!detected || !(STUDENT_DOCUMENT_FILE_TYPES as readonly string[]).includes(detected.mime)) {
      return { kind: "refused", reason: "type" };
    }
    const name = document?.file_name?.slice(0, 200) || `photo.${detected.ext}`;
    return { kind: "file", data, mime: detected.mime, name };
  } catch {
    return { kind: "refused", reason: "unreachable" };
  }
}
