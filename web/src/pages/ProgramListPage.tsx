import { ProgramListScreen } from "../features/course-admin/components/ProgramListScreen";

export function ProgramListPage() {
  return <ProgramListScreen />;
}
