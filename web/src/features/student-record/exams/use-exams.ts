import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { studentRecordKeys } from "../student-record.keys";
import { useSchoolId } from "../use-school-id";
import { createExam, fetchExams } from "./exams.api";

export type ExamValues = { type: "ielts" | "tolc"; results?: string; date?: string; teacher_id?: number };

/** The student's IELTS/TOLC results, and recording one (a result typed in means the student sat the exam). */
export function useExams(userId: number) {
  const key = studentRecordKeys.part(useSchoolId(), userId, "exams");
  const queryClient = useQueryClient();
  const exams = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchExams(userId, signal) });
  const add = useMutation({
    mutationFn: (values: ExamValues) =>
      createExam({
        user_id: userId,
        type: values.type,
        results: values.results ?? "",
        date: values.date || null,
        teacher_id: values.teacher_id ?? null,
        present: Boolean(values.results),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  return { exams, add };
}
