import type { ReviewRow } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Drawer, Form, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { personName } from "../../../ui/person-name";
import { programFileKeys } from "../../program-files";
import { patchGrade, postFinalDocument } from "../api/grading.api";
import { BoardLink } from "../board-link";
import { taskKeys } from "../tasks.keys";
import { GradeFields } from "./GradeFields";
import { HandedInAnswer } from "./HandedInAnswer";
import { StudentAttempts } from "./StudentAttempts";

/**
 * One handed-in answer opened for grading: the task and the student's answer (text as text, the file as a link),
 * a grade 0–100 with a comment, and, once graded, the file sent to the student's final documents.
 */
export function GradeDrawer({ row, onClose }: { row: ReviewRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [grade, setGrade] = useState<number | null>(row.grade);
  const [comment, setComment] = useState(row.comment);
  const [graded, setGraded] = useState(row.status === "graded");
  const save = useMutation({
    mutationFn: () => patchGrade(row.id, { grade: grade ?? 0, comment }),
    onSuccess: () => {
      setGraded(true);
      void queryClient.invalidateQueries({ queryKey: taskKeys.review });
      void queryClient.invalidateQueries({ queryKey: taskKeys.tracker });
    },
  });
  const toFinal = useMutation({
    mutationFn: () => postFinalDocument(row.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: programFileKeys.all }),
  });
  return (
    <Drawer
      open
      onClose={onClose}
      title={t("tasks.grading.gradeTitle")}
      size="large"
      styles={{ wrapper: { maxWidth: "100vw" } }}
      data-testid="grade-drawer"
    >
      <Typography.Paragraph>
        <strong>{personName(row.student)}</strong> · {row.course_title}
        {row.lesson_name ? ` · ${row.lesson_name}` : ""}
        {row.ex_list_title ? ` · ${row.ex_list_title}` : ""}{" "}
        <Tag bordered={false} data-testid="grade-attempt">
          {t("tasks.grading.attempt", { n: row.attempt })}
        </Tag>
      </Typography.Paragraph>
      <h3 className="task-legend">{row.task_title}</h3>
      {row.task !== null && row.lesson_id !== null ? (
        <BoardLink courseId={row.course_id} lessonId={row.lesson_id} taskId={row.task} studentId={row.student.id} />
      ) : null}
      <HandedInAnswer row={row} />
      <Form layout="vertical" component="div" className="task-grade-form">
        <GradeFields grade={grade} onGrade={setGrade} comment={comment} onComment={setComment} testIdPrefix="grade" />
        <FormError error={save.error} />
        <div className="task-drawer-footer">
          <Button
            type="primary"
            disabled={grade === null}
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="grade-save"
          >
            {t("tasks.grading.save")}
          </Button>
        </div>
        {save.isSuccess ? (
          <Alert type="success" showIcon title={t("tasks.grading.saved")} className="task-hint" />
        ) : null}
      </Form>
      {row.file_url ? (
        <section className="task-file-section">
          <Button
            disabled={!graded}
            loading={toFinal.isPending}
            onClick={() => toFinal.mutate()}
            data-testid="grade-final-doc"
          >
            {t("tasks.grading.toFinal")}
          </Button>
          {!graded ? <p className="task-hint-text">{t("tasks.grading.toFinalAfter")}</p> : null}
          {toFinal.isSuccess ? (
            <Alert
              type="success"
              showIcon
              title={t("tasks.grading.toFinalDone")}
              className="task-hint"
              data-testid="final-doc-done"
            />
          ) : null}
          {toFinal.isError ? (
            <Alert
              type="error"
              showIcon
              title={t("tasks.grading.toFinalFailed")}
              className="task-hint"
              data-testid="final-doc-failed"
            />
          ) : null}
        </section>
      ) : null}
      {row.task !== null && row.ex_list !== null ? (
        <StudentAttempts taskId={row.task} listId={row.ex_list} studentId={row.student.id} />
      ) : null}
    </Drawer>
  );
}
