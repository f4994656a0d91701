import { useMutation } from "@tanstack/react-query";
import { useRecordPart } from "../use-record-part";
import { createExam, fetchExams } from "./exams.api";

export type ExamValues = { type: "ielts" | "tolc"; results?: string; date?: string; teacher_id?: number };

/** The student's IELTS/TOLC results, and recording one (a result typed in means the student sat the exam). */
export function useExams(userId: number) {
  const { query: exams, refresh } = useRecordPart({
    userId,
    part: "exams",
    fetchPart: (signal) => fetchExams(userId, signal),
  });
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
    onSuccess: refresh,
  });
  return { exams, add };
}
