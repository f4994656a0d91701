import { ProgramListScreen } from "../features/course-admin/components/ProgramListScreen";
import { DictionariesManager } from "../features/dictionaries/components/DictionariesManager";

export function ProgramListPage() {
  return <ProgramListScreen dictionaries={<DictionariesManager />} />;
}
