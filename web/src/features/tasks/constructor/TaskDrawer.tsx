import { UploadOutlined } from "@ant-design/icons";
import { type StaffTask, TASK_FILE_LIMIT_MB, TASK_TYPES, type TaskType } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Drawer, Form, Input, Select, Upload } from "antd";
import type { TFunction } from "i18next";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { patchTask, postTask, putTaskFile } from "../api/exercises.api";
import { TaskFile } from "../parts/TaskFile";
import { TASK_EDITORS } from "../registry";
import type { TaskDraft } from "../task-ui";
import { taskKeys } from "../tasks.keys";
import { checkDraft, TaskEditor } from "./TaskEditor";
import { acceptOf, fileRuleOf, overLimit } from "./task-file";

/** The message a refused file gets: the limit of its kind for 413, the kinds the type takes for 415. */
function fileRefusal(error: unknown, type: TaskType, t: TFunction): string | null {
  if (!isApiError(error)) return null;
  const kinds = fileRuleOf(type)?.kinds ?? [];
  if (error.status === 413) {
    return t("tasks.constructor.fileTooLarge", { mb: Math.max(...kinds.map((kind) => TASK_FILE_LIMIT_MB[kind]), 20) });
  }
  if (error.status === 415) return t("tasks.constructor.fileWrongType", { kinds: kinds.join(", ") });
  return null;
}

/** Creating or changing one task: its type (new tasks only), title, weight, the type's form and its file. */
export function TaskDrawer({
  listId,
  task,
  order,
  onClose,
}: {
  listId: number;
  task: StaffTask | null;
  order: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const typeId = useId();
  const [type, setType] = useState<TaskType>(task?.type ?? "test");
  const [title, setTitle] = useState(task?.title ?? "");
  const [points, setPoints] = useState<number>(task?.points ?? 1);
  const [draft, setDraft] = useState<TaskDraft>(() =>
    task ? ({ content: task.content, key: task.answer ?? {} } as TaskDraft) : TASK_EDITORS.test.empty(),
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const rule = fileRuleOf(type);
  const verdict = checkDraft(type, draft);
  const localErrors = verdict.ok ? {} : verdict.fields;
  const titleMissing = title.trim() === "";
  const fileMissing = rule?.required === true && file === null && !task?.file;

  const save = useMutation({
    mutationFn: async () => {
      if (!verdict.ok) throw new Error("invalid");
      const fields = { title: title.trim(), points, content: verdict.content, answer: verdict.key };
      if (task === null) return postTask({ ex_list_id: listId, type, order, ...fields }, file);
      const saved = await patchTask(task.id, fields);
      return file ? putTaskFile(task.id, file) : saved;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error)) setServerFields(error.fields);
      const refusal = fileRefusal(error, type, t);
      if (refusal) setFileProblem(refusal);
    },
  });

  const submit = () => {
    setShowErrors(true);
    setServerFields({});
    if (verdict.ok && !titleMissing && !fileMissing && fileProblem === null) save.mutate();
  };
  const errors = showErrors ? { ...serverFields, ...localErrors } : serverFields;
  const limits = rule
    ? rule.kinds
        .map((kind) =>
          t("tasks.constructor.fileLimit", {
            kind: t(runtimeKey(`tasks.fileKinds.${kind}`)),
            mb: TASK_FILE_LIMIT_MB[kind],
          }),
        )
        .join("; ")
    : "";

  return (
    <Drawer
      open
      onClose={onClose}
      title={task ? t("tasks.constructor.editTask") : t("tasks.constructor.addTask")}
      size="large"
      styles={{ wrapper: { maxWidth: "100vw" } }}
      destroyOnHidden
      footer={
        <div className="task-drawer-footer">
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="task-save">
            {t("common.save")}
          </Button>
        </div>
      }
      data-testid="task-drawer"
    >
      {save.error && !fileProblem && !(save.error instanceof Error && save.error.message === "invalid") ? (
        <FormError error={save.error} />
      ) : null}
      {showErrors && Object.keys(errors).length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t("tasks.constructor.fixErrors")}
          className="task-hint"
          data-testid="task-has-errors"
        />
      ) : null}
      <Form layout="vertical" component="div">
        {task === null ? (
          <Form.Item label={t("tasks.constructor.type")} htmlFor={typeId}>
            <Select
              id={typeId}
              value={type}
              showSearch={{ optionFilterProp: "label" }}
              options={TASK_TYPES.map((value) => ({ value, label: t(runtimeKey(`tasks.types.${value}`)) }))}
              onChange={(next: TaskType) => {
                setType(next);
                setDraft(TASK_EDITORS[next].empty() as TaskDraft);
                setFile(null);
                setFileProblem(null);
                setShowErrors(false);
              }}
              data-testid="task-type"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          label={t("tasks.constructor.taskTitle")}
          htmlFor={`${typeId}-title`}
          validateStatus={showErrors && titleMissing ? "error" : undefined}
          help={showErrors && titleMissing ? t("tasks.rules.required") : undefined}
        >
          <Input
            id={`${typeId}-title`}
            value={title}
            maxLength={500}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="task-title"
          />
        </Form.Item>
        <Form.Item label={t("tasks.constructor.points")} htmlFor={`${typeId}-points`}>
          <NumberField
            id={`${typeId}-points`}
            min={1}
            max={100}
            precision={0}
            value={points}
            onChange={(value) => setPoints(value ?? 1)}
          />
        </Form.Item>
      </Form>
      <TaskEditor
        key={type}
        type={type}
        draft={draft as TaskDraft<typeof type>}
        onChange={setDraft as (draft: TaskDraft<typeof type>) => void}
        errors={errors}
        created={task !== null}
        readOnly={false}
      />
      {rule ? (
        <section className="task-file-section" aria-label={t("tasks.constructor.file")}>
          <h3 className="task-legend">
            {t("tasks.constructor.file")}
            {rule.required ? " *" : ""}
          </h3>
          <p className="task-hint-text">{limits}</p>
          {task?.file && !file ? <TaskFile url={task.file} /> : null}
          {file ? <p data-testid="task-file-name">{file.name}</p> : null}
          <Upload
            showUploadList={false}
            accept={acceptOf(rule.kinds)}
            beforeUpload={(picked) => {
              const limit = overLimit(picked);
              setFileProblem(limit === null ? null : t("tasks.constructor.fileTooLarge", { mb: limit }));
              setFile(limit === null ? picked : null);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="task-file-pick">
              {task?.file || file ? t("tasks.constructor.replaceFile") : t("tasks.constructor.pickFile")}
            </Button>
          </Upload>
          {fileProblem ? (
            <Alert type="error" showIcon title={fileProblem} className="task-hint" data-testid="task-file-error" />
          ) : null}
          {showErrors && fileMissing ? (
            <Alert type="error" showIcon title={t("tasks.constructor.fileRequired")} className="task-hint" />
          ) : null}
        </section>
      ) : null}
      {save.error &&
      fileProblem === null &&
      isApiError(save.error) &&
      save.error.status >= 413 &&
      save.error.status <= 415 ? (
        <Alert type="error" showIcon title={errorText(save.error, t)} />
      ) : null}
    </Drawer>
  );
}
