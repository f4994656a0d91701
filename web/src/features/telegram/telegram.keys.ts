/** Query keys of the chat bot's screens. */
export const telegramKeys = {
  all: ["telegram"] as const,
  stats: () => [...telegramKeys.all, "bot-stats"] as const,
  schoolBot: () => [...telegramKeys.all, "school-bot"] as const,
};
