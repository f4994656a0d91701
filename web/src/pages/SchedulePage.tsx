import { ScheduleScreen } from "../features/schedule/components/ScheduleScreen";

export function SchedulePage() {
  return <ScheduleScreen />;
}
