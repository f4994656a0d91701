import type { ExerciseAttempt, HomeworkAnswer, LessonExList } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../../api/api-error";
import { lessonKeys } from "../../lessons";
import { fetchListTasks } from "../api/exercises.api";
import { fetchListAnswers, fetchNextCheck, postAnswer, postRetake, postStart, postSubmit } from "../api/taking.api";
import { taskKeys } from "../tasks.keys";
import { isFileTask } from "./task-kinds";
import { useAutosave } from "./use-autosave";

/** A stored answer as the player holds it: a file task's file named by its link, which the server maps back. */
function answerOf(homework: HomeworkAnswer): unknown {
  if (homework.task_type && isFileTask(homework.task_type) && typeof homework.answer === "object" && homework.answer) {
    return { ...homework.answer, file_url: homework.file_url ?? "" };
  }
  return homework.answer;
}

/**
 * One exercise list as a student takes it: its tasks, the answers restored from the server and saved as they are
 * typed, the attempt with its deadline (and the clock skew against the server), starting, retaking and submitting,
 * and whether the next lesson has opened. For staff only the tasks are fetched.
 */
export function useListAttempt(input: {
  courseId: number;
  lessonId: number;
  list: LessonExList;
  nextLessonId: number | null;
  student: boolean;
}) {
  const { courseId, lessonId, list, nextLessonId, student } = input;
  const queryClient = useQueryClient();
  const tasks = useQuery({
    queryKey: taskKeys.listTasks(list.id),
    queryFn: ({ signal }) => fetchListTasks(list.id, signal),
  });
  const firstTask = tasks.data?.results[0]?.id;
  const saved = useQuery({
    queryKey: taskKeys.answers(list.id),
    queryFn: ({ signal }) => fetchListAnswers(firstTask as number, list.id, signal),
    enabled: student && firstTask !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [answers, setAnswers] = useState<Record<number, unknown>>({});
  const [homework, setHomework] = useState<Record<number, HomeworkAnswer>>({});
  const [attempt, setAttempt] = useState<ExerciseAttempt | null>(null);
  const [skew, setSkew] = useState(0);
  const [timeUp, setTimeUp] = useState(false);
  const [restored, setRestored] = useState(false);

  const takeAttempt = useCallback((next: ExerciseAttempt | null) => {
    setAttempt(next);
    if (next) setSkew(Date.parse(next.now) - Date.now());
  }, []);
  const takeHomework = useCallback((rows: HomeworkAnswer[]) => {
    setHomework((before) => {
      const next = { ...before };
      for (const row of rows) if (row.task !== null) next[row.task] = row;
      return next;
    });
  }, []);

  useEffect(() => {
    if (!saved.data || restored) return;
    setRestored(true);
    takeHomework(saved.data.answers);
    setAnswers(
      Object.fromEntries(saved.data.answers.flatMap((row) => (row.task === null ? [] : [[row.task, answerOf(row)]]))),
    );
    takeAttempt(saved.data.attempt);
    if (saved.data.attempt?.deadline && Date.parse(saved.data.attempt.deadline) <= Date.parse(saved.data.attempt.now)) {
      setTimeUp(true);
    }
  }, [saved.data, restored, takeAttempt, takeHomework]);

  // At zero the server hands in what was saved in time (it closes an expired attempt when it is next read): the
  // player reads the list again, so the student sees the result rather than a frozen form.
  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    if (firstTask === undefined) return;
    void fetchListAnswers(firstTask, list.id).then((fresh) => {
      takeHomework(fresh.answers);
      takeAttempt(fresh.attempt);
      void queryClient.invalidateQueries({ queryKey: taskKeys.reviewOf(list.id) });
    });
  }, [firstTask, list.id, takeAttempt, takeHomework, queryClient]);
  const autosave = useAutosave<unknown>({
    save: async (taskId, answer) => {
      const row = await postAnswer({
        task: taskId,
        answer,
        ex_list: list.id,
        lesson_id: lessonId,
        course_id: courseId,
      });
      takeHomework([row]);
    },
    onTimeUp,
  });
  const changeAnswer = (taskId: number, value: unknown) => {
    setAnswers((before) => ({ ...before, [taskId]: value }));
    autosave.schedule(taskId, value);
  };

  const start = useMutation({ mutationFn: () => postStart(list.id), onSuccess: takeAttempt });
  // A retake is a new attempt: it starts empty, the handed-in one stays in the history.
  const retake = useMutation({
    mutationFn: () => postRetake(list.id),
    onSuccess: (next) => {
      takeAttempt(next);
      setAnswers({});
      setHomework({});
      setTimeUp(false);
    },
  });
  const submit = useMutation({
    mutationFn: async () => {
      await autosave.flush();
      return postSubmit(list.id);
    },
    onSuccess: (result) => {
      takeAttempt(result.attempt);
      takeHomework(result.answers);
      void queryClient.invalidateQueries({ queryKey: taskKeys.next(list.id) });
      void queryClient.invalidateQueries({ queryKey: lessonKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === "time_is_up") setTimeUp(true);
    },
  });

  const finished = attempt?.finished_at != null;
  // The handed-in attempt's review (decision 0077): the server sends right answers only when the list allows it.
  const review = useQuery({
    queryKey: [...taskKeys.reviewOf(list.id), attempt?.number, attempt?.finished_at],
    queryFn: async ({ signal }) => (await fetchListAnswers(firstTask as number, list.id, signal)).review,
    enabled: student && finished && firstTask !== undefined,
  });
  const passed = finished && attempt?.passed === true;
  const next = useQuery({
    queryKey: taskKeys.nextLesson(list.id, nextLessonId),
    queryFn: ({ signal }) =>
      fetchNextCheck({ courseId, lessonId, listId: list.id, to: nextLessonId as number }, signal),
    enabled: student && list.next && nextLessonId !== null && passed,
  });

  return {
    tasks,
    saved,
    firstTask,
    answers,
    changeAnswer,
    homework,
    takeHomework,
    attempt,
    skew,
    timeUp,
    onTimeUp,
    autosave,
    start,
    retake,
    submit,
    finished,
    review,
    next,
  };
}
