import { CHAT_CODE_TTL_MINUTES, type SchoolBot } from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { newChatCode } from "../../core/auth/chat-code.js";
import { AppError } from "../../core/errors.js";
import * as queries from "./telegram.queries.js";

/** The student's code (decision 0057): the live one, or a new one when it has expired, was used, or `fresh` asks. */
export async function chatCode(actor: Actor, input: { fresh: boolean }) {
  const userId = actor.caller.userId;
  const issued = await queries.issueChatCode(actor, {
    userId,
    fresh: input.fresh,
    newCode: newChatCode,
    now: actor.deps.clock.now(),
    ttlMinutes: CHAT_CODE_TTL_MINUTES,
  });
  if (!issued) throw new AppError("not_found", "No chat-bot code for this account");
  const [linked, botUsername] = await Promise.all([
    queries.isLinked(actor, userId),
    actor.deps.telegram.usernameFor(actor.schoolId),
  ]);
  return {
    code: issued.code,
    expires_at: issued.expiresAt.toISOString(),
    linked,
    bot_username: botUsername,
  };
}

export async function schoolBot(actor: Actor): Promise<SchoolBot> {
  const own = await queries.schoolBotOf(actor.db, actor.schoolId);
  return {
    set: own !== null,
    username: own?.username ?? null,
    active_bot: own?.username ?? (await actor.deps.telegram.usernameFor(actor.schoolId)),
  };
}

/** Sets the school's own bot after Telegram confirmed the token, or removes it; the token is never read back. */
export async function setSchoolBot(actor: Actor, body: { token: string | null }): Promise<SchoolBot> {
  const previous = await queries.schoolBotOf(actor.db, actor.schoolId);
  if (body.token === null) {
    await queries.saveSchoolBot(actor, { token: null });
  } else {
    const bot = await actor.deps.telegram.checkToken(body.token);
    if (actor.deps.env.TELEGRAM_BOT_TOKEN?.startsWith(`${bot.botId}:`)) {
      throw new AppError("validation_failed", "This is the platform's bot", {
        fields: { token: "This is the platform's bot" },
      });
    }
    const taken = await queries.schoolBotById(actor.deps.db, bot.botId);
    if (taken && taken.schoolId !== actor.schoolId) {
      throw new AppError("conflict", "Another school uses this bot", {
        fields: { token: "Another school uses this bot" },
      });
    }
    await queries.saveSchoolBot(actor, { token: body.token, ...bot });
  }
  await actor.deps.telegram.schoolBotChanged({
    schoolId: actor.schoolId,
    oldToken: previous?.token ?? null,
    newToken: body.token,
  });
  return schoolBot(actor);
}
