import type { DeliveryOutcome, MessageChannel } from "./channel.js";

/**
 * TO BE REPLACED AT MERGE by h-tg's `createTelegramChannel` (grammY over the Bot API): a minimal Telegram channel
 * over `fetch`, so the mailings, their tests and the bench run against the Bot API fake until the bot lands. It maps
 * the Bot API's real answers: ok → delivered; 429 → retry after `parameters.retry_after`; 403 (blocked, deactivated,
 * kicked) → blocked; 400 "chat not found" → invalid_address; other 4xx → rejected; 5xx and network errors → retry.
 */
export function createFetchTelegramChannel(options: { token: string; apiRoot: string }): MessageChannel {
  return {
    name: "telegram",
    async send(chatId, message): Promise<DeliveryOutcome> {
      const text = message.html ?? message.text;
      let response: Response;
      try {
        response = await fetch(`${options.apiRoot}/bot${options.token}/sendMessage`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            chat_id: chatId,
            text: `${message.subject ? `<b>${message.subject}</b>\n\n` : ""}${text}`.slice(0, 4096),
            parse_mode: message.html ? "HTML" : undefined,
            link_preview_options: { is_disabled: true },
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { kind: "retry", afterSeconds: 10, detail: String(error).slice(0, 300) };
      }
      const answer = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        result?: { message_id?: number };
        description?: string;
        parameters?: { retry_after?: number };
      };
      const detail = answer.description ?? `HTTP ${response.status}`;
      if (answer.ok) return { kind: "delivered", providerMessageId: String(answer.result?.message_id ?? "") };
      if (response.status === 429) {
        return { kind: "retry", afterSeconds: Math.max(1, answer.parameters?.retry_after ?? 5), detail };
      }
      if (response.status === 403) return { kind: "failed", reason: "blocked", detail };
      if (response.status === 400 && /chat not found|user not found/i.test(detail)) {
        return { kind: "failed", reason: "invalid_address", detail };
      }
      if (response.status >= 500) return { kind: "retry", afterSeconds: 10, detail };
      return { kind: "failed", reason: "rejected", detail };
    },
  };
}
