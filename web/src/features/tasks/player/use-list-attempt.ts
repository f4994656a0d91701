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
  const { courseId, lessonId, list, student } = input;
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
  const state = useAttemptState(saved.data);
  const { takeAttempt, takeHomework, setTimeUp } = state;

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
  }, [firstTask, list.id, takeAttempt, takeHomework, setTimeUp, queryClient]);
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
    state.setAnswers((before) => ({ ...before, [taskId]: value }));
    autosave.schedule(taskId, value);
  };
  const moves = useAttemptMoves({ listId: list.id, state, flush: autosave.flush });
  const handedIn = useHandedIn({ ...input, firstTask, attempt: state.attempt });

  return {
    tasks,
    saved,
    firstTask,
    answers: state.answers,
    changeAnswer,
    homework: state.homework,
    takeHomework,
    attempt: state.attempt,
    skew: state.skew,
    timeUp: state.timeUp,
    onTimeUp,
    autosave,
    ...moves,
    ...handedIn,
  };
}

type ListAnswers = Awaited<ReturnType<typeof fetchListAnswers>>;
type AttemptState = ReturnType<typeof useAttemptState>;

/**
 * The attempt as the player holds it: the answers typed, the rows the server stored, the attempt with its clock skew
 * against the server, and whether its time is up; restored once from what the server saved.
 */
function useAttemptState(saved: ListAnswers | undefined) {
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
    if (!saved || restored) return;
    setRestored(true);
    takeHomework(saved.answers);
    setAnswers(
      Object.fromEntries(saved.answers.flatMap((row) => (row.task === null ? [] : [[row.task, answerOf(row)]]))),
    );
    takeAttempt(saved.attempt);
    if (saved.attempt?.deadline && Date.parse(saved.attempt.deadline) <= Date.parse(saved.attempt.now)) {
      setTimeUp(true);
    }
  }, [saved, restored, takeAttempt, takeHomework]);

  return { answers, setAnswers, homework, setHomework, takeHomework, attempt, takeAttempt, skew, timeUp, setTimeUp };
}

/** Starting, retaking and handing in an attempt; the hand-in first saves what is still waiting to be saved. */
function useAttemptMoves({ listId, state, flush }: { listId: number; state: AttemptState; flush(): Promise<void> }) {
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: () => postStart(listId), onSuccess: state.takeAttempt });
  // A retake is a new attempt: it starts empty, the handed-in one stays in the history.
  const retake = useMutation({
    mutationFn: () => postRetake(listId),
    onSuccess: (next) => {
      state.takeAttempt(next);
      state.setAnswers({});
      state.setHomework({});
      state.setTimeUp(false);
    },
  });
  const submit = useMutation({
    mutationFn: async () => {
      await flush();
      return postSubmit(listId);
    },
    onSuccess: (result) => {
      state.takeAttempt(result.attempt);
      state.takeHomework(result.answers);
      void queryClient.invalidateQueries({ queryKey: taskKeys.next(listId) });
      void queryClient.invalidateQueries({ queryKey: lessonKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === "time_is_up") state.setTimeUp(true);
    },
  });
  return { start, retake, submit };
}

/** Once the attempt is handed in: its review, and, when it passed, whether the next lesson has opened. */
function useHandedIn(input: {
  courseId: number;
  lessonId: number;
  list: LessonExList;
  nextLessonId: number | null;
  student: boolean;
  firstTask: number | undefined;
  attempt: ExerciseAttempt | null;
}) {
  const { courseId, lessonId, list, nextLessonId, student, firstTask, attempt } = input;
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
  return { finished, review, next };
}
