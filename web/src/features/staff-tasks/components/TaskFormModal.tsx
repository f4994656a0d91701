import { STAFF_TASK_PRIORITIES, STAFF_TASK_TITLE_MAX, type StaffTaskPriority } from "@school/contracts";
import { type Button, Form, Input, Modal, Select } from "antd";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { FormError } from "../../../ui/FormError";
import { TimeField } from "../../../ui/TimeField";
import { toast } from "../../../ui/toast";
import { useSession } from "../../session";
import { useTaskActions, useTaskHolders } from "../hooks/use-staff-tasks";
import "../texts";

type Values = { title: string; due_date: string; due_time: string; priority: StaffTaskPriority; assignee_id: number };

/** Tomorrow at ten, on the reader's calendar: the form's first due time, a follow-up's usual "tomorrow morning". */
function tomorrowMorning(): Pick<Values, "due_date" | "due_time"> {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    due_date: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
    due_time: "10:00",
  };
}

/**
 * A new task (decision 0149): its title, due date and time on the school's clock, priority and assignee (the
 * caller unless another is chosen). About one student (`student`), or one for each student of the user list's
 * filter (`forList`, with how many it makes), or about no one.
 */
export function TaskFormModal(props: {
  open: boolean;
  onClose: () => void;
  student?: { id: number; name: string };
  forList?: { filters: Record<string, string | number | undefined>; count: number };
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const me = useSession().claims?.user_id;
  const holders = useTaskHolders();
  const { create, createForList } = useTaskActions();
  const saving = create.isPending || createForList.isPending;
  const submit = (values: Values) => {
    const done = () => {
      form.resetFields();
      props.onClose();
    };
    if (props.forList) {
      const { role: _role, ...filters } = props.forList.filters;
      createForList.mutate(
        { ...values, filters },
        {
          onSuccess: ({ created }) => {
            toast.success(t("staffTasks.createdForList", { count: created }));
            done();
          },
        },
      );
      return;
    }
    create.mutate(
      { ...values, student_id: props.student?.id ?? null },
      {
        onSuccess: () => {
          toast.success(t("staffTasks.created"));
          done();
        },
      },
    );
  };
  return (
    <Modal
      open={props.open}
      title={props.forList ? t("staffTasks.newForList", { count: props.forList.count }) : t("staffTasks.new")}
      okText={t("staffTasks.create")}
      cancelText={t("staffTasks.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      okButtonProps={{ loading: saving, "data-testid": "task-save" } as ComponentProps<typeof Button>}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={submit}
        initialValues={{ ...tomorrowMorning(), priority: "normal", assignee_id: me }}
        data-testid="task-form"
      >
        <FormError error={create.error ?? createForList.error} />
        {props.student && (
          <p className="staff-task-form__about" data-testid="task-form-student">
            {t("staffTasks.about", { name: props.student.name })}
          </p>
        )}
        <Form.Item
          name="title"
          label={t("staffTasks.title")}
          rules={[{ required: true, whitespace: true, message: t("staffTasks.titleRequired") }]}
        >
          <Input maxLength={STAFF_TASK_TITLE_MAX} data-testid="task-title" />
        </Form.Item>
        <div className="staff-task-form__when">
          <Form.Item name="due_date" label={t("staffTasks.dueDate")} rules={[{ required: true }]}>
            <DateField data-testid="task-due-date" allowClear={false} />
          </Form.Item>
          <Form.Item name="due_time" label={t("staffTasks.dueTime")} rules={[{ required: true }]}>
            <TimeField data-testid="task-due-time" allowClear={false} />
          </Form.Item>
        </div>
        <Form.Item name="priority" label={t("staffTasks.priority")}>
          <Select
            data-testid="task-priority"
            options={STAFF_TASK_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`staffTasks.priorities.${priority}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="assignee_id" label={t("staffTasks.assignee")} rules={[{ required: true }]}>
          <Select
            data-testid="task-assignee"
            loading={holders.isLoading}
            options={(holders.data ?? []).map((holder) => ({
              value: holder.id,
              label: `${holder.first_name} ${holder.last_name}`.trim(),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
