import { lazy, Suspense } from "react";

const GradingCard = lazy(async () => ({ default: (await import("./GradingCard")).GradingCard }));

/** The grading card in a chunk of its own: the program page loads the task players only when it shows. */
export function LazyGradingCard({ courseId }: { courseId: number }) {
  return (
    <Suspense fallback={null}>
      <GradingCard courseId={courseId} />
    </Suspense>
  );
}
