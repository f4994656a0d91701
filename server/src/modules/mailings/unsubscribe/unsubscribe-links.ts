import { API_PREFIX, LANGUAGE_PARAM, type UiLanguage } from "@school/contracts";
import type { ChannelMessage } from "../../../core/messaging/channel.js";
import { escapeHtml } from "../../../core/rich-text.js";
import type { Deps } from "../../../deps.js";

/** The words of the link under every mailing by e-mail, in the recipient's language. */
const UNSUBSCRIBE_WORDS: Record<UiLanguage, string> = {
  ru: "Отписаться от рассылок",
  kk: "Таратылымнан бас тарту",
  en: "Unsubscribe from these mailings",
};

/**
 * A mailing's e-mail with its ways out (decision 0141): the List-Unsubscribe address a mail provider posts to in one
 * click (RFC 8058), and a visible link under the text to the web page that unsubscribes in one click. The page's
 * link carries the mail's language, so the confirmation reads as the mail did.
 */
export function withUnsubscribeLinks(
  deps: Pick<Deps, "env" | "unsubscribeTokens">,
  input: { message: ChannelMessage; schoolId: number; userId: number; language: UiLanguage },
): ChannelMessage {
  const token = deps.unsubscribeTokens.issue({ schoolId: input.schoolId, userId: input.userId, channel: "email" });
  const oneClick = new URL(`${API_PREFIX}mailings/unsubscribe/`, deps.env.PUBLIC_URL);
  oneClick.searchParams.set("token", token);
  const page = new URL("/unsubscribe", deps.env.PUBLIC_URL);
  page.searchParams.set("token", token);
  page.searchParams.set(LANGUAGE_PARAM, input.language);
  const words = UNSUBSCRIBE_WORDS[input.language];
  const html = `${input.message.html ?? ""}<p><a href="${escapeHtml(page.toString())}">${escapeHtml(words)}</a></p>`;
  return {
    ...input.message,
    html,
    text: `${input.message.text}\n\n${words} (${page})`,
    unsubscribeUrl: oneClick.toString(),
  };
}
