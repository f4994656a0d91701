import { ClockCircleOutlined } from "@ant-design/icons";
import { type LessonExList, type TaskType, taskSolution } from "@school/contracts";
import { Alert, Button, Card, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { formatPercent } from "../../../ui/format";
import { useUiLanguage } from "../../language";
import { readUserData } from "../../session";
import { postAnswerFile } from "../api/taking.api";
import { BoardLink } from "../board-link";
import { listTitle } from "../list-title";
import { TaskPlayer } from "../TaskPlayer";
import { AttemptHistory, AttemptNumber } from "./AttemptHistory";
import { Countdown } from "./Countdown";
import { ListResult } from "./ListResult";
import { ReviewedAnswer } from "./ReviewedAnswer";
import { SavedState, TeacherVerdict } from "./TaskStatus";
import { hasKey, isFileTask, teacherGraded } from "./task-kinds";
import { useListAttempt } from "./use-list-attempt";

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
  const timed = list.time_for_timer !== null;
  const [me] = useState(readUserData);
  const taking = useListAttempt({ courseId, lessonId, list, nextLessonId, student });
  const { tasks, saved, attempt, answers, homework, timeUp, finished, autosave } = taking;
  const results = tasks.data?.results ?? [];
  const reviewed = new Map((taking.review.data?.open ? taking.review.data.tasks : []).map((row) => [row.task, row]));

  const waitingStart = student && timed && (attempt === null || attempt.deadline === null) && !timeUp;
  const locked = !student || timeUp || finished;

  if (tasks.isPending || (student && taking.firstTask !== undefined && saved.isPending)) {
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
            <Tag bordered={false}>
              {t("tasks.constructor.passMark", { n: formatPercent(list.min_percent, language) })}
            </Tag>
          ) : null}
          {timed ? (
            <Tag bordered={false} icon={<ClockCircleOutlined />}>
              {t("tasks.constructor.minutes", { n: list.time_for_timer })}
            </Tag>
          ) : null}
          {student && attempt ? <AttemptNumber attempt={attempt} /> : null}
          {student ? <SavedState state={autosave.state} /> : null}
        </div>
      </div>
      {student && attempt?.deadline && !finished && !timeUp ? (
        <Countdown deadline={attempt.deadline} skew={taking.skew} onExpire={taking.onTimeUp} />
      ) : null}
      <FormError error={tasks.error ?? saved.error ?? taking.start.error ?? taking.retake.error} />
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
          <Button
            type="primary"
            loading={taking.start.isPending}
            onClick={() => taking.start.mutate()}
            data-testid="task-start"
          >
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
                  onChange={(value: unknown) => taking.changeAnswer(task.id, value)}
                  uploadFile={
                    student && isFileTask(type)
                      ? async (file) => {
                          const row = await postAnswerFile(task.id, file);
                          taking.takeHomework([row]);
                          return { file_url: row.file_url ?? "", doc_name: row.doc_name ?? file.name };
                        }
                      : undefined
                  }
                />
                {student && teacherGraded(type) ? <TeacherVerdict homework={homework[task.id]} /> : null}
                {student && finished ? <ReviewedAnswer task={task} reviewed={reviewed.get(task.id)} /> : null}
                {student && me !== null ? (
                  <BoardLink courseId={courseId} lessonId={lessonId} taskId={task.id} studentId={me.id} />
                ) : null}
              </Card>
            );
          })}
          {student && results.length > 0 && !locked ? (
            <Button
              type="primary"
              loading={taking.submit.isPending}
              onClick={() => taking.submit.mutate()}
              className="task-submit"
              data-testid={`ex-list-submit-${list.id}`}
            >
              {t("tasks.player.submit")}
            </Button>
          ) : null}
          {taking.submit.error && !(isApiError(taking.submit.error) && taking.submit.error.code === "time_is_up") ? (
            <FormError error={taking.submit.error} />
          ) : null}
        </>
      )}
      {student && finished && attempt ? (
        <ListResult
          attempt={attempt}
          review={taking.review.data}
          minPercent={minPercent}
          retake={{ pending: taking.retake.isPending, start: () => taking.retake.mutate() }}
          nextLesson={
            taking.next.data?.allowed && nextLessonId !== null
              ? `/course/view/${courseId}/lesson/${nextLessonId}`
              : null
          }
          listId={list.id}
        />
      ) : null}
      {student && attempt ? <AttemptHistory attempt={attempt} /> : null}
    </section>
  );
}
