import { ProgramListScreen } from "../features/course-admin/program/ProgramListScreen";
import { DictionariesManager } from "../features/dictionaries/components/DictionariesManager";
import { StaffPasswordOnlyCard } from "../features/two-factor";

/** The staff home; the school admin also reads there how many staff sign in with a password alone (0168). */
export function ProgramListPage() {
  return <ProgramListScreen dictionaries={<DictionariesManager />} notice={<StaffPasswordOnlyCard />} />;
}
