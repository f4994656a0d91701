import { LESSON_TYPES, SCHEDULE_STEP_MINUTES, WEEKDAYS } from "@school/contracts";
import { Alert, Button, Checkbox, Form, Modal, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { runtimeKey } from "../../../ui/runtime-key";
import { TimeField } from "../../../ui/TimeField";
import { toast } from "../../../ui/toast";
import { findFreeTeachers } from "../api/schedule.api";
import { useCreateLessonsMutation, useStudentsQuery, useTeachersQuery } from "../hooks/use-schedule";
import { scheduleErrorText } from "../schedule-errors";

type Values = {
  teacher?: number;
  type_lesson: (typeof LESSON_TYPES)[number];
  date: string;
  time_start: string;
  time_end: string;
  students: number[];
  repeat: boolean;
  repeat_until?: string;
  weekdays?: number[];
};

/** Staff plan one lesson or a weekly series; the free-teacher search fills the teacher from who is free then. */
export function CreateLessonDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const teachers = useTeachersQuery(true);
  const students = useStudentsQuery(true);
  const create = useCreateLessonsMutation();
  const [free, setFree] = useState<{ ids: number[]; detail: string | null } | null>(null);
  const repeat = Form.useWatch("repeat", form);
  const person = (user: { id: number; first_name: string; last_name: string }) => ({
    value: user.id,
    label: `${user.first_name} ${user.last_name}`.trim(),
  });
  const teacherOptions = (teachers.data ?? [])
    .filter((teacher) => free === null || free.ids.includes(teacher.id))
    .map(person);

  const searchFree = async () => {
    const values = form.getFieldsValue();
    if (!values.date || !values.time_start || !values.time_end) {
      await form.validateFields(["date", "time_start", "time_end"]);
      return;
    }
    const found = await findFreeTeachers({
      start_date: values.date,
      time_after: values.time_start,
      time_before: values.time_end,
      type_lesson: values.type_lesson,
    });
    setFree({ ids: found.teachers.map((teacher) => teacher.id), detail: found.detail });
    if (found.teachers.length > 0) form.setFieldValue("teacher", found.teachers[0]?.id);
  };

  const submit = (values: Values) =>
    create.mutate(
      {
        teacher: values.teacher as number,
        type_lesson: values.type_lesson,
        date: values.date,
        time_start: values.time_start,
        time_end: values.time_end,
        students: values.students ?? [],
        ...(values.repeat ? { repeat_until: values.repeat_until, weekdays: values.weekdays } : {}),
      },
      {
        onSuccess: (lessons) => {
          toast.success(t("schedule.created", { count: lessons.length }));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t("schedule.newLesson")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="create-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ type_lesson: "individual", students: [], repeat: false }}
        onFinish={submit}
        onValuesChange={(changed) => {
          if ("date" in changed || "time_start" in changed || "time_end" in changed) setFree(null);
        }}
      >
        <Form.Item name="type_lesson" label={t("schedule.type")} rules={[{ required: true }]}>
          <Select
            options={LESSON_TYPES.map((type) => ({ value: type, label: t(runtimeKey(`schedule.types.${type}`)) }))}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="date"
            label={t("schedule.date")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <DateField data-testid="create-date" />
          </Form.Item>
          <Form.Item
            name="time_start"
            label={t("schedule.timeStart")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <TimeField minuteStep={SCHEDULE_STEP_MINUTES} data-testid="create-start" />
          </Form.Item>
          <Form.Item
            name="time_end"
            label={t("schedule.timeEnd")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <TimeField minuteStep={SCHEDULE_STEP_MINUTES} data-testid="create-end" />
          </Form.Item>
        </Space>
        <Button onClick={() => void searchFree()} data-testid="find-free" style={{ marginBottom: 16 }}>
          {t("schedule.findFree")}
        </Button>
        {free?.detail ? (
          <Alert
            type="warning"
            showIcon
            title={t("schedule.noFreeTeacher")}
            data-testid="no-free-teacher"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {free && !free.detail ? (
          <p data-testid="free-teachers">{t("schedule.freeFound", { count: free.ids.length })}</p>
        ) : null}
        <Form.Item
          name="teacher"
          label={t("schedule.teacher")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={teacherOptions}
            data-testid="create-teacher"
            aria-label={t("schedule.teacher")}
          />
        </Form.Item>
        <Form.Item name="students" label={t("schedule.students")}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: "label" }}
            options={(students.data ?? []).map(person)}
            data-testid="create-students"
            aria-label={t("schedule.students")}
          />
        </Form.Item>
        <Form.Item name="repeat" valuePropName="checked">
          <Checkbox data-testid="create-repeat">{t("schedule.repeatWeekly")}</Checkbox>
        </Form.Item>
        {repeat ? (
          <>
            <Form.Item
              name="repeat_until"
              label={t("schedule.repeatUntil")}
              rules={[{ required: true, message: t("validation.required") }]}
            >
              <DateField data-testid="create-until" />
            </Form.Item>
            <Form.Item name="weekdays" label={t("schedule.weekdays")}>
              <Checkbox.Group
                options={WEEKDAYS.map((day) => ({ value: day, label: t(runtimeKey(`schedule.weekdayShort.${day}`)) }))}
              />
            </Form.Item>
          </>
        ) : null}
        {create.error ? (
          <Alert
            type="error"
            showIcon
            title={scheduleErrorText(create.error, t)}
            style={{ marginBottom: 16 }}
            data-testid="create-error"
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="create-save">
          {t("schedule.save")}
        </Button>
      </Form>
    </Modal>
  );
}
