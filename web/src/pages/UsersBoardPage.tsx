import { PipelineBoardScreen } from "../features/pipeline/components/PipelineBoardScreen";

export function UsersBoardPage() {
  return <PipelineBoardScreen />;
}
