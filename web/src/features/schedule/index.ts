export { scheduleKeys, useRulesQuery } from "./hooks/use-schedule";
