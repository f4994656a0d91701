import {
  DEFAULT_ATTEMPTS_ALLOWED,
  DEFAULT_REVIEW_OPTION,
  type ExerciseList,
  type GradingMethod,
  MAX_ATTEMPTS_ALLOWED,
  REVIEW_OPTIONS,
  type ReviewOption,
} from "@school/contracts";
import { Checkbox, Form, Modal, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "../../../ui/DateField";
import { FormError } from "../../../ui/FormError";
import { NameInLanguages } from "../../../ui/NameInLanguages";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { fromLocalInput, toLocalInput } from "../../lessons";

export type ListFormValues = {
  title_ru: string;
  title_kk: string;
  title_en: string;
  next: boolean;
  min_percent: number;
  time_for_timer: number | null;
  attempts_allowed: number | null;
  grading_method: GradingMethod;
  review: ReviewOption;
  /** The deadline as the datetime-local field holds it; an instant (or null) once sent. */
  due_at: string | null;
};

/**
 * An exercise list's header: titles, the pass mark, whether it gates the next lesson, an exam's timer, and its
 * attempts: how many a student may hand in (empty: unlimited) and which counts (decision 0041), and when students
 * review their answers (after the hand-in, after the list's deadline, never; decision 0077).
 */
export function ListFormModal({
  open,
  list,
  saving,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  list: ExerciseList | null;
  saving: boolean;
  error: unknown;
  onSave: (values: ListFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ListFormValues>();
  const review = Form.useWatch("review", form);
  return (
    <Modal
      open={open}
      title={list ? t("tasks.constructor.editList") : t("tasks.constructor.addList")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ "data-testid": "list-save" } as Record<`data-${string}`, string>}
    >
      <FormError error={error} />
      <Form<ListFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title_ru: list?.title_ru ?? "",
          title_kk: list?.title_kk ?? "",
          title_en: list?.title_en ?? "",
          next: list?.next ?? false,
          min_percent: list?.min_percent ?? 0,
          time_for_timer: list?.time_for_timer ?? null,
          attempts_allowed: list ? list.attempts_allowed : DEFAULT_ATTEMPTS_ALLOWED,
          grading_method: list?.grading_method ?? "highest",
          review: list?.review ?? DEFAULT_REVIEW_OPTION,
          due_at: toLocalInput(list?.due_at ?? null),
        }}
        onFinish={(values) =>
          onSave({
            ...values,
            title_kk: values.title_kk ?? "",
            title_en: values.title_en ?? "",
            time_for_timer: values.time_for_timer ?? null,
            attempts_allowed: values.attempts_allowed ?? null,
            due_at: fromLocalInput(values.due_at ?? ""),
          })
        }
      >
        <NameInLanguages
          label={t("tasks.constructor.listTitle")}
          fields={{ ru: "title_ru", kk: "title_kk", en: "title_en" }}
          testIds={{ ru: "list-title-ru", kk: "list-title-kk", en: "list-title-en" }}
          maxLength={255}
        />
        <Form.Item
          name="min_percent"
          label={t("tasks.constructor.minPercent")}
          extra={t("tasks.constructor.minPercentHint")}
        >
          <NumberField min={0} max={100} precision={0} suffix="%" data-testid="list-min-percent" />
        </Form.Item>
        <Form.Item name="next" valuePropName="checked">
          <Checkbox data-testid="list-next">{t("tasks.constructor.next")}</Checkbox>
        </Form.Item>
        <Form.Item name="time_for_timer" label={t("tasks.constructor.timer")} extra={t("tasks.constructor.timerHint")}>
          <NumberField min={1} max={600} precision={0} data-testid="list-timer" />
        </Form.Item>
        <Form.Item
          name="attempts_allowed"
          label={t("tasks.constructor.attemptsAllowed")}
          extra={t("tasks.constructor.attemptsAllowedHint")}
        >
          <NumberField min={1} max={MAX_ATTEMPTS_ALLOWED} precision={0} data-testid="list-attempts" />
        </Form.Item>
        <Form.Item name="grading_method" label={t("tasks.constructor.gradingMethod")}>
          <Radio.Group
            data-testid="list-grading-method"
            options={[
              { value: "highest", label: t("tasks.constructor.gradingHighest") },
              { value: "last", label: t("tasks.constructor.gradingLast") },
            ]}
          />
        </Form.Item>
        <Form.Item name="review" label={t("tasks.constructor.review")} extra={t("tasks.constructor.reviewHint")}>
          <Radio.Group
            data-testid="list-review"
            options={REVIEW_OPTIONS.map((option) => ({
              value: option,
              label: (
                <span data-testid={`list-review-${option}`}>
                  {t(runtimeKey(`tasks.constructor.reviewOption.${option}`))}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="due_at"
          label={t("tasks.constructor.dueAt")}
          extra={t("tasks.constructor.dueAtHint")}
          rules={[{ required: review === "after_deadline", message: t("tasks.constructor.dueAtRequired") }]}
        >
          <DateTimeField data-testid="list-due-at" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
