import { Skeleton } from "antd";
import { lazy, Suspense } from "react";

const StudentResults = lazy(async () => ({ default: (await import("./StudentResults")).StudentResults }));

/** A student's exercise list results in a chunk of their own, loaded when the tab showing them opens. */
export function LazyStudentResults({ userId }: { userId: number }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <StudentResults userId={userId} />
    </Suspense>
  );
}
