import { ProgramListScreen } from "../features/course-admin/program/ProgramListScreen";
import { DictionariesManager } from "../features/dictionaries/components/DictionariesManager";

export function ProgramListPage() {
  return <ProgramListScreen dictionaries={<DictionariesManager />} />;
}
