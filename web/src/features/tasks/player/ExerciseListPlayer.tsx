import { CheckCircleOutlined, ClockCircleOutlined, LoadingOutlined, WarningOutlined } from "@ant-design/icons";
import {
  type ExerciseAttempt,
  type HomeworkAnswer,
  type LessonExList,
  type StaffTask,
  type StudentTask,
  TASK_DEFINITIONS,
  type TaskType,
  taskSolution,
} from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Skeleton, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { useUiLanguage } from "../../language";
import { lessonKeys } from "../../lessons";
import { readUserData } from "../../session";
import { AttemptHistory, AttemptNumber, canRetake } from "../AttemptHistory";
import { fetchListTasks } from "../api/exercises.api";
import {
  fetchListAnswers,
  fetchNextCheck,
  postAnswer,
  postAnswerFile,
  postRetake,
  postStart,
  postSubmit,
} from "../api/taking.api";
import { BoardLink } from "../board-link";
import { listTitle } from "../list-title";
import { TaskPlayer } from "../TaskPlayer";
import { taskKeys } from "../tasks.keys";
import { Countdown } from "./Countdown";
import { type SaveState, useAutosave } from "./use-autosave";

const hasKey = (task: StaffTask | StudentTask): task is StaffTask => "answer" in task;
const teacherGraded = (type: TaskType) => TASK_DEFINITIONS[type].grading === "teacher";
const isFileTask = (type: TaskType) => type === "file_check" || type === "file_attach";

/** A stored answer as the player holds it: a file task's file named by its link, which the server maps back. */
function answerOf(homework: HomeworkAnswer): unknown {
  if (homework.task_type && isFileTask(homework.task_type) && typeof homework.answer === "object" && homework.answer) {
    return { ...homework.answer, file_url: homework.file_url ?? "" };
  }
  return homework.answer;
}

function SavedState({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  if (state === "idle") return null;
  const icon =
    state === "saved" ? (
      <CheckCircleOutlined aria-hidden />
    ) : state === "error" ? (
      <WarningOutlined aria-hidden />
    ) : (
      <LoadingOutlined aria-hidden />
    );
  return (
    <span
      className={`task-save-state task-save-state--${state}`}
      role="status"
      data-testid="task-save-state"
      data-state={state}
    >
      {icon}{" "}
      {t(
        state === "saved" ? "tasks.player.saved" : state === "error" ? "tasks.player.notSaved" : "tasks.player.saving",
      )}
    </span>
  );
}

/** What a teacher-graded answer waits for, or its grade and the teacher's comment. */
function TeacherVerdict({ homework }: { homework: HomeworkAnswer | undefined }) {
  const { t } = useTranslation();
  if (!homework || homework.status === "saved") return null;
  if (homework.status === "submitted") {
    return (
      <Tag icon={<ClockCircleOutlined />} color="gold" data-testid="task-waiting">
        {t("tasks.player.waitingTeacher")}
      </Tag>
    );
  }
  return (
    <div className="task-verdict" data-testid="task-graded">
      <Tag color="green">{t("tasks.player.grade", { grade: homework.grade ?? 0 })}</Tag>
      {homework.comment ? <Typography.Paragraph className="task-text">{homework.comment}</Typography.Paragraph> : null}
    </div>
  );
}

/**
 * One exercise list inside the lesson view. Students answer (saved as they go, restored on reload), start a timed
 * list and see its countdown from the server's deadline, submit, and see the percentage against the pass mark;
 * the next lesson's link appears once the gate opens. Staff and teachers see the tasks read-only with the answers
 * of the key.
 */
export function ExerciseListPlayer({
  courseId,
  lessonId,
  list,
  nextLessonId,
  student,
}: {
  courseId: number;
  lessonId: number;
  list: LessonExList;
  nextLessonId: number | null;
  student: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const timed = list.time_for_timer !== null;
  const [me] = useState(readUserData);
  const tasks = useQuery({
    queryKey: taskKeys.listTasks(list.id),
    queryFn: ({ signal }) => fetchListTasks(list.id, signal),
  });
  const results = tasks.data?.results ?? [];
  const firstTask = results[0]?.id;
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

  const onTimeUp = useCallback(() => setTimeUp(true), []);
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
  const passed = finished && attempt?.passed === true;
  const next = useQuery({
    queryKey: taskKeys.nextLesson(list.id, nextLessonId),
    queryFn: ({ signal }) =>
      fetchNextCheck({ courseId, lessonId, listId: list.id, to: nextLessonId as number }, signal),
    enabled: student && list.next && nextLessonId !== null && passed,
  });

  const waitingStart = student && timed && (attempt === null || attempt.deadline === null) && !timeUp;
  const locked = !student || timeUp || finished;

  if (tasks.isPending || (student && firstTask !== undefined && saved.isPending)) {
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }
  const minPercent = attempt?.min_percent ?? list.min_percent;
  return (
    <section
      className="task-list-player"
      aria-labelledby={`ex-list-title-${list.id}`}
      data-testid={`ex-list-player-${list.id}`}
    >
      <div className="task-list-player__head">
        <h3 className="task-list-title" id={`ex-list-title-${list.id}`}>
          {listTitle(list, language)}
        </h3>
        <div className="task-list-meta">
          {list.min_percent > 0 ? (
            <Tag bordered={false}>{t("tasks.constructor.passMark", { n: list.min_percent })}</Tag>
          ) : null}
          {timed ? (
            <Tag bordered={false} icon={<ClockCircleOutlined />}>
              {t("tasks.constructor.minutes", { n: list.time_for_timer })}
            </Tag>
          ) : null}
          {student && attempt?.deadline && !finished && !timeUp ? (
            <Countdown deadline={attempt.deadline} skew={skew} onExpire={onTimeUp} />
          ) : null}
          {student && attempt ? <AttemptNumber attempt={attempt} /> : null}
          {student ? <SavedState state={autosave.state} /> : null}
        </div>
      </div>
      <FormError error={tasks.error ?? saved.error ?? start.error ?? retake.error} />
      {timeUp ? (
        <Alert
          type="error"
          showIcon
          title={t("tasks.player.timeUp")}
          className="task-hint"
          data-testid="task-time-up"
        />
      ) : null}
      {autosave.state === "error" && !timeUp ? <FormError error={autosave.error} /> : null}
      {waitingStart ? (
        <div className="task-start">
          <Typography.Paragraph>{t("tasks.player.examIntro", { n: list.time_for_timer })}</Typography.Paragraph>
          <Button type="primary" loading={start.isPending} onClick={() => start.mutate()} data-testid="task-start">
            {t("tasks.player.start")}
          </Button>
        </div>
      ) : (
        <>
          {results.length === 0 ? <Typography.Paragraph>{t("tasks.constructor.noTasks")}</Typography.Paragraph> : null}
          {results.map((task, index) => {
            const type = task.type as TaskType;
            const answer = student
              ? answers[task.id]
              : hasKey(task)
                ? (taskSolution(type, task.content, task.answer) ?? undefined)
                : undefined;
            return (
              <Card
                key={task.id}
                size="small"
                className="task-card"
                data-testid={`task-card-${index}`}
                title={
                  <h4 className="task-card-title">
                    {index + 1}. {task.title}
                  </h4>
                }
              >
                <TaskPlayer
                  type={type}
                  taskId={task.id}
                  content={task.content as never}
                  answer={answer as never}
                  readOnly={locked || (teacherGraded(type) && homework[task.id]?.status === "graded")}
                  fileUrl={task.file}
                  onChange={(value: unknown) => {
                    setAnswers((before) => ({ ...before, [task.id]: value }));
                    autosave.schedule(task.id, value);
                  }}
                  uploadFile={
                    student && isFileTask(type)
                      ? async (file) => {
                          const row = await postAnswerFile(task.id, file);
                          takeHomework([row]);
                          return { file_url: row.file_url ?? "", doc_name: row.doc_name ?? file.name };
                        }
                      : undefined
                  }
                />
                {student && teacherGraded(type) ? <TeacherVerdict homework={homework[task.id]} /> : null}
                {student && me !== null ? (
                  <BoardLink courseId={courseId} lessonId={lessonId} taskId={task.id} studentId={me.id} />
                ) : null}
              </Card>
            );
          })}
          {student && results.length > 0 && !locked ? (
            <Button
              type="primary"
              loading={submit.isPending}
              onClick={() => submit.mutate()}
              className="task-submit"
              data-testid={`ex-list-submit-${list.id}`}
            >
              {t("tasks.player.submit")}
            </Button>
          ) : null}
          {submit.error && !(isApiError(submit.error) && submit.error.code === "time_is_up") ? (
            <FormError error={submit.error} />
          ) : null}
        </>
      )}
      {student && finished && attempt ? (
        <div className="task-result" data-testid="ex-list-result">
          <Typography.Paragraph strong>
            {t("tasks.player.result", { percent: Math.round((attempt.percent ?? 0) * 100) / 100 })}
          </Typography.Paragraph>
          {attempt.passed ? (
            <Alert type="success" showIcon title={t("tasks.player.passed")} data-testid="ex-list-passed" />
          ) : attempt.pending > 0 ? (
            <Alert type="info" showIcon title={t("tasks.player.pendingTeacher", { n: attempt.pending })} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t("tasks.player.passMark", { n: minPercent })}
              data-testid="ex-list-pass-mark"
            />
          )}
          {canRetake(attempt) ? (
            <Button
              loading={retake.isPending}
              onClick={() => retake.mutate()}
              className="task-submit"
              data-testid={`ex-list-retake-${list.id}`}
            >
              {t("tasks.attempts.retake")}
            </Button>
          ) : null}
          {next.data?.allowed && nextLessonId !== null ? (
            <Link to={`/course/view/${courseId}/lesson/${nextLessonId}`} data-testid="next-lesson-link">
              {t("tasks.player.nextLesson")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {student && attempt ? <AttemptHistory attempt={attempt} /> : null}
    </section>
  );
}
