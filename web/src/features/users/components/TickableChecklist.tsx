import { useQueryClient } from "@tanstack/react-query";
import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { loadChecklistPanel } from "../../checklist";
import { useCan, useSession } from "../../session";
import { saveChecks, studentRecordKeys } from "../../student-record";

const ChecklistPanel = lazy(loadChecklistPanel);

/**
 * The checklist on the student page, where staff who manage the record tick the finance and apostille checks in
 * place (decision 0085): a tick saves through the checks' own call, then the student's record parts (the finance
 * and apostille tabs, the page's header) are read again.
 */
export function TickableChecklist({ userId }: { userId: number }) {
  const canTick = useCan("studentRecord.manage");
  const queryClient = useQueryClient();
  const schoolId = useSession().claims?.school_id ?? 0;
  const tick = async (key: string, checked: boolean) => {
    await saveChecks(key.startsWith("finance_") ? "finance" : "apostille", { user_id: userId, [key]: checked });
    await queryClient.invalidateQueries({ queryKey: studentRecordKeys.student(schoolId, userId) });
  };
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <ChecklistPanel userId={userId} onTick={canTick ? tick : undefined} />
    </Suspense>
  );
}
