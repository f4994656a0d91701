import { useQuery } from "@tanstack/react-query";
import { fetchBotStats } from "../api/telegram.api";
import { telegramKeys } from "../telegram.keys";

export function useBotStatsQuery() {
  return useQuery({ queryKey: telegramKeys.stats(), queryFn: fetchBotStats });
}
