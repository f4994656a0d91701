import { getBotStats } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export function fetchBotStats() {
  return callEndpoint(getBotStats);
}
