import { GradingQueueScreen } from "../features/tasks/grading/GradingQueueScreen";
import { useSearchParams } from "../ui/use-search-params";

/** The grading queue (decision 0078): `?course=` one program's answers, `?list=` one exercise list's, else all. */
export function GradingPage() {
  const [params] = useSearchParams();
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return <GradingQueueScreen scope={{ course: id("course"), ex_list: id("list") }} />;
}
