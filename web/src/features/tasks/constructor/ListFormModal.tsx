import type { ExerciseList } from "@school/contracts";
import { Checkbox, Form, Input, InputNumber, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";

export type ListFormValues = {
  title_ru: string;
  title_en: string;
  next: boolean;
  min_percent: number;
  time_for_timer: number | null;
};

/** An exercise list's header: titles, the pass mark, whether it gates the next lesson, and an exam's timer. */
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
          title_en: list?.title_en ?? "",
          next: list?.next ?? false,
          min_percent: list?.min_percent ?? 0,
          time_for_timer: list?.time_for_timer ?? null,
        }}
        onFinish={(values) =>
          onSave({ ...values, title_en: values.title_en ?? "", time_for_timer: values.time_for_timer ?? null })
        }
      >
        <Form.Item
          name="title_ru"
          label={t("tasks.constructor.titleRu")}
          rules={[{ required: true, whitespace: true, message: t("validation.required") }]}
        >
          <Input maxLength={255} data-testid="list-title-ru" />
        </Form.Item>
        <Form.Item name="title_en" label={t("tasks.constructor.titleEn")}>
          <Input maxLength={255} data-testid="list-title-en" />
        </Form.Item>
        <Form.Item
          name="min_percent"
          label={t("tasks.constructor.minPercent")}
          extra={t("tasks.constructor.minPercentHint")}
        >
          <InputNumber min={0} max={100} precision={0} suffix="%" data-testid="list-min-percent" />
        </Form.Item>
        <Form.Item name="next" valuePropName="checked">
          <Checkbox data-testid="list-next">{t("tasks.constructor.next")}</Checkbox>
        </Form.Item>
        <Form.Item name="time_for_timer" label={t("tasks.constructor.timer")} extra={t("tasks.constructor.timerHint")}>
          <InputNumber min={1} max={600} precision={0} data-testid="list-timer" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
