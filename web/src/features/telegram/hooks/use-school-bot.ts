import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchSchoolBot, putSchoolBot } from "../api/telegram.api";
import { telegramKeys } from "../telegram.keys";

export function useSchoolBotQuery() {
  return useQuery({ queryKey: telegramKeys.schoolBot(), queryFn: ({ signal }) => fetchSchoolBot(signal) });
}

export function useSetSchoolBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string | null) => putSchoolBot(token),
    onSuccess: (bot) => client.setQueryData(telegramKeys.schoolBot(), bot),
  });
}
