import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { postReset } from "../api/grading.api";
import { fetchStudentListAnswers } from "../api/taking.api";
import { AttemptHistory, AttemptNumber } from "../player/AttemptHistory";
import { taskKeys } from "../tasks.keys";

/**
 * The student's attempts at the list an answer belongs to, as their teacher sees them in the grading drawer, and
 * reopening the list for the student: one more attempt, the handed-in ones untouched (decision 0041).
 */
export function StudentAttempts(props: { taskId: number; listId: number; studentId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = taskKeys.studentAttempts(props.listId, props.studentId);
  const state = useQuery({ queryKey, queryFn: ({ signal }) => fetchStudentListAnswers(props, signal) });
  const reopen = useMutation({
    mutationFn: () => postReset(props.listId, props.studentId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: taskKeys.tracker });
    },
  });
  const attempt = state.data?.attempt;
  if (!attempt) return <FormError error={state.error} />;
  return (
    <section className="task-student-attempts" data-testid="student-attempts">
      <AttemptNumber attempt={attempt} />
      <AttemptHistory attempt={attempt} ofStudent />
      <Button loading={reopen.isPending} onClick={() => reopen.mutate()} data-testid="attempt-reopen">
        {t("tasks.grading.reopen")}
      </Button>
      <FormError error={reopen.error} />
      {reopen.isSuccess ? (
        <Alert type="success" showIcon title={t("tasks.grading.reopened")} className="task-hint" />
      ) : null}
    </section>
  );
}
