import { lazy, Suspense } from "react";
import { isApiError } from "../../../api/api-error";
import { LoadFailed } from "../../../ui/LoadFailed";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { loadLockedProgram } from "../../checkout";
import { loadInstalmentOverdue } from "../../tranche-payments";

const LockedProgram = lazy(loadLockedProgram);
const InstalmentOverdue = lazy(loadInstalmentOverdue);

/**
 * A program's lessons that did not load: a student who has not bought the program is offered it (its price and
 * Buy, decision 0139); only a real failure (the network, the server) shows the error with a retry.
 */
export function LessonsLoadFailed({
  error,
  courseId,
  onRetry,
}: {
  error: unknown;
  courseId: number;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.code === "not_bought") {
    const named = Number(error.fields.course_id);
    return (
      <Suspense fallback={<Skeleton rows={4} />}>
        <LockedProgram courseId={Number.isInteger(named) && named > 0 ? named : courseId} />
      </Suspense>
    );
  }
  if (isApiError(error) && error.code === "instalment_overdue") {
    const trancheId = Number(error.fields.tranche_id);
    if (Number.isInteger(trancheId) && trancheId > 0) {
      return (
        <Suspense fallback={<Skeleton rows={4} />}>
          <InstalmentOverdue trancheId={trancheId} />
        </Suspense>
      );
    }
  }
  return <LoadFailed error={error} onRetry={onRetry} />;
}
