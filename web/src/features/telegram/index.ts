export { BotStatsCard } from "./components/BotStatsCard";
export { telegramKeys } from "./telegram.keys";
