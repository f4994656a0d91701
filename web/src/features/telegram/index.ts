export { BotStatsCard } from "./components/BotStatsCard";
export { SchoolBotForm } from "./components/SchoolBotForm";
export { telegramKeys } from "./telegram.keys";
