import { useSearchParams } from "../../ui/use-search-params";
import type { BoardFilters } from "./api/pipeline.api";

/** The filters live in the URL, so a filtered board can be bookmarked and shared. */
export function useBoardFilters(): [
  BoardFilters,
  (change: Partial<Record<keyof BoardFilters, string | undefined>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const responsible = Number(params.get("responsible"));
  const filters: BoardFilters = {
    country: params.get("country") || undefined,
    academic_year: params.get("academic_year") || undefined,
    responsible: Number.isInteger(responsible) && responsible > 0 ? responsible : undefined,
  };
  const update = (change: Partial<Record<keyof BoardFilters, string | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}
