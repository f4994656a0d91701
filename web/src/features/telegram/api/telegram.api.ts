import { getBotStats, getSchoolBot, setSchoolBot } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export function fetchBotStats() {
  return callEndpoint(getBotStats);
}

export const fetchSchoolBot = (signal?: AbortSignal) => callEndpoint(getSchoolBot, { signal });
/** A BotFather token sets the school's own bot (Telegram checks it first); null removes it. */
export const putSchoolBot = (token: string | null) => callEndpoint(setSchoolBot, { body: { token } });
