import { ArrowLeftOutlined, ArrowRightOutlined, ReloadOutlined } from "@ant-design/icons";
import { type GradingQueueItem, TASK_DEFINITIONS, type TaskType, taskSolution } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Form, Skeleton, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { PageHeading } from "../../../ui/PageHeading";
import { personName } from "../../../ui/person-name";
import { fetchGradingQueue, patchGrade } from "../api/grading.api";
import { BoardLink } from "../board-link";
import { TaskPlayer } from "../TaskPlayer";
import { taskKeys } from "../tasks.keys";
import { GradeFields } from "./GradeFields";
import { HandedInAnswer } from "./HandedInAnswer";
import "../tasks.css";
import "../texts";

type Scope = { course?: number; ex_list?: number };

/** A key press that moves through the queue, unless the grader is typing (a grade, a comment). */
function queueStep(event: KeyboardEvent): -1 | 1 | 0 {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  if (target?.closest("input, textarea, select, [contenteditable=true], [role=spinbutton]")) return 0;
  if (event.key === "j" || event.key === "J" || event.key === "ArrowRight") return 1;
  if (event.key === "k" || event.key === "K" || event.key === "ArrowLeft") return -1;
  return 0;
}

/** The right answer (a task graded on its own) or the teacher's own notes (an essay, a file), beside the answer. */
function AnswerKey({ item }: { item: GradingQueueItem }) {
  const { t } = useTranslation();
  const type = item.task_type as TaskType | null;
  if (type === null || !item.task_content) return null;
  if (TASK_DEFINITIONS[type].grading === "teacher") {
    const rubric = (item.task_key as { rubric?: string } | null)?.rubric ?? "";
    return (
      <Card
        size="small"
        title={<h3 className="task-card-title">{t("tasks.queue.notes")}</h3>}
        data-testid="queue-notes"
      >
        <Typography.Paragraph className="task-hint-text">{t("tasks.queue.notesHint")}</Typography.Paragraph>
        <Typography.Paragraph className="task-text">{rubric || t("tasks.queue.noNotes")}</Typography.Paragraph>
      </Card>
    );
  }
  const solution = taskSolution(type, item.task_content, item.task_key);
  return (
    <Card size="small" title={<h3 className="task-card-title">{t("tasks.queue.key")}</h3>} data-testid="queue-key">
      {solution === null ? null : (
        <TaskPlayer
          type={type}
          taskId={item.task ?? 0}
          content={item.task_content as never}
          answer={solution as never}
          onChange={() => undefined}
          readOnly
          fileUrl={null}
        />
      )}
    </Card>
  );
}

/** The grade and comment of the answer on screen; saving moves on to the next answer. */
function GradeForm({ item, onGraded }: { item: GradingQueueItem; onGraded: (grade: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [grade, setGrade] = useState<number | null>(item.grade);
  const [comment, setComment] = useState(item.comment);
  const save = useMutation({
    mutationFn: () => patchGrade(item.id, { grade: grade ?? 0, comment }),
    onSuccess: (graded) => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.tracker });
      onGraded(graded.grade ?? grade ?? 0);
    },
  });
  return (
    <Form
      layout="vertical"
      component="form"
      className="task-grade-form"
      onFinish={() => save.mutate()}
      data-testid="queue-grade-form"
    >
      <GradeFields
        grade={grade}
        onGrade={setGrade}
        comment={comment}
        onComment={setComment}
        testIdPrefix="queue-grade"
      />
      <FormError error={save.error} />
      <Button
        type="primary"
        htmlType="submit"
        disabled={grade === null}
        loading={save.isPending}
        data-testid="queue-save"
      >
        {t("tasks.queue.saveNext")}
      </Button>
    </Form>
  );
}

/**
 * Grading as SpeedGrader (decision 0078): the answers waiting for the teacher's grade (one list's, one program's,
 * or every program the teacher grades), one at a time with the task, the answer and, beside them, the answer key
 * or the teacher's private notes; next and previous by buttons or keys (J/K, arrows), the count left, and saving a
 * grade moves on. The queue is read once and kept while grading, so the positions do not shift under the grader.
 */
export function GradingQueueScreen({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const queue = useQuery({
    queryKey: taskKeys.queue(scope),
    queryFn: ({ signal }) => fetchGradingQueue(scope, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const items = queue.data?.results ?? [];
  const [index, setIndex] = useState(0);
  const [graded, setGraded] = useState<ReadonlyMap<number, number>>(new Map());
  const total = queue.data?.count ?? 0;
  const left = Math.max(0, total - graded.size);
  const item = items[Math.min(index, Math.max(0, items.length - 1))];

  const step = useCallback(
    (by: -1 | 1) => setIndex((at) => Math.min(Math.max(0, at + by), Math.max(0, items.length - 1))),
    [items.length],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const by = queueStep(event);
      if (by === 0) return;
      event.preventDefault();
      step(by);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step]);

  const reload = () => {
    setGraded(new Map());
    setIndex(0);
    void queue.refetch();
  };
  const title = t("tasks.queue.title");
  return (
    <div className="grading-queue" data-testid="grading-queue">
      <PageHeading
        title={title}
        extra={
          <Button icon={<ReloadOutlined />} onClick={reload} data-testid="queue-reload">
            {t("tasks.queue.reload")}
          </Button>
        }
      />
      <FormError error={queue.error} />
      <p className="grading-queue__status">
        <strong data-testid="queue-left" aria-live="polite">
          {t("tasks.queue.left", { n: left })}
        </strong>{" "}
        <span className="task-hint-text" data-testid="queue-keys">
          {t("tasks.queue.keys")}
        </span>
      </p>
      {queue.isPending ? (
        <Skeleton active />
      ) : !item ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks.queue.empty")} data-testid="queue-empty" />
      ) : (
        <>
          <nav className="grading-queue__nav" aria-label={t("tasks.queue.navigation")}>
            <Button
              icon={<ArrowLeftOutlined />}
              disabled={index === 0}
              onClick={() => step(-1)}
              data-testid="queue-previous"
            >
              {t("tasks.queue.previous")}
            </Button>
            <span data-testid="queue-position">{t("tasks.queue.position", { n: index + 1, total: items.length })}</span>
            <Button
              icon={<ArrowRightOutlined />}
              iconPosition="end"
              disabled={index >= items.length - 1}
              onClick={() => step(1)}
              data-testid="queue-next"
            >
              {t("tasks.queue.next")}
            </Button>
          </nav>
          <div className="grading-queue__body" data-testid="queue-item" data-answer-id={item.id}>
            <Card
              size="small"
              className="grading-queue__answer"
              title={
                <h2 className="task-card-title" data-testid="queue-student">
                  {personName(item.student)} — {item.task_title}
                </h2>
              }
            >
              <Typography.Paragraph className="task-hint-text">
                {[item.course_title, item.lesson_name, item.ex_list_title].filter(Boolean).join(" · ")}{" "}
                <Tag bordered={false}>{t("tasks.grading.attempt", { n: item.attempt })}</Tag>
                {graded.has(item.id) ? (
                  <Tag color="success" bordered={false} data-testid="queue-graded">
                    {t("tasks.player.grade", { grade: graded.get(item.id) })}
                  </Tag>
                ) : null}
              </Typography.Paragraph>
              <HandedInAnswer row={item} />
              {item.task !== null && item.lesson_id !== null ? (
                <BoardLink
                  courseId={item.course_id}
                  lessonId={item.lesson_id}
                  taskId={item.task}
                  studentId={item.student.id}
                />
              ) : null}
            </Card>
            <div className="grading-queue__side">
              <AnswerKey item={item} />
              <Card size="small" title={<h3 className="task-card-title">{t("tasks.grading.gradeTitle")}</h3>}>
                <GradeForm
                  key={item.id}
                  item={item}
                  onGraded={(grade) => {
                    setGraded((before) => new Map(before).set(item.id, grade));
                    if (index < items.length - 1) step(1);
                  }}
                />
              </Card>
            </div>
          </div>
          {left === 0 ? <Alert type="success" showIcon title={t("tasks.queue.done")} data-testid="queue-done" /> : null}
        </>
      )}
    </div>
  );
}
