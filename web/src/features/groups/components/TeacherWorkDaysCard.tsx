import { CalendarOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { LESSON_TYPES, SCHEDULE_STEP_MINUTES, WEEKDAYS, type WorkDay } from "@school/contracts";
import { Alert, Button, Card, Empty, Form, List, Modal, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { Link } from "../../../ui/Link";
import { LoadFailed } from "../../../ui/LoadFailed";
import { runtimeKey } from "../../../ui/runtime-key";
import { TimeField } from "../../../ui/TimeField";
import { toast } from "../../../ui/toast";
import { useWorkDayMutations, useWorkDays } from "../hooks/work-days.queries";
import "../texts";
import { useClearable } from "../../../ui/use-clearable";

type Values = Pick<WorkDay, "weekday" | "time_start" | "time_end" | "type_lessons">;
/** The dialog edits one work day, or adds one when `day` is null. */
type Editing = { day: WorkDay | null } | null;

/**
 * A teacher's work days (decision 0026): the hours on each week day the teacher takes lessons, optionally only some
 * lesson types. Staff add, change and remove them; lessons outside them are refused and the free-teacher search
 * skips the teacher then. A teacher without any works the school's hours.
 */
export function TeacherWorkDaysCard({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation();
  const days = useWorkDays(teacherId);
  const mutations = useWorkDayMutations(teacherId);
  const [editing, setEditing] = useState<Editing>(null);
  const dayName = (weekday: number) => t(runtimeKey(`groups.weekdays.${weekday}`));

  const remove = async (day: WorkDay) => {
    try {
      await mutations.remove.mutateAsync(day.id);
      toast.success(t("workDays.deleted"));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
    <Card
      title={t("teacherView.workDays")}
      data-testid="teacher-work-days"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ day: null })} data-testid="work-day-add">
          {t("workDays.add")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("workDays.hint")}</Typography.Paragraph>
      {days.isError ? (
        <LoadFailed error={days.error} onRetry={() => void days.refetch()} />
      ) : days.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : days.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("workDays.empty")} />
      ) : (
        <List
          dataSource={[...days.data].sort((a, b) => a.weekday - b.weekday || a.time_start.localeCompare(b.time_start))}
          renderItem={(day) => {
            const label = `${dayName(day.weekday)} ${day.time_start}–${day.time_end}`;
            return (
              <List.Item
                key={day.id}
                data-testid={`work-day-${day.id}`}
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t("workDays.edit", { day: label })}
                    onClick={() => setEditing({ day })}
                    data-testid={`work-day-edit-${day.id}`}
                  />,
                  <ConfirmDeleteButton
                    key="delete"
                    question={t("workDays.deleteQuestion", { day: label })}
                    onConfirm={() => remove(day)}
                    testId={`work-day-delete-${day.id}`}
                  />,
                ]}
              >
                <Space wrap size={4}>
                  <Typography.Text strong>{label}</Typography.Text>
                  {day.type_lessons.length === 0 ? (
                    <Tag bordered={false}>{t("workDays.allLessonTypes")}</Tag>
                  ) : (
                    day.type_lessons.map((type) => (
                      <Tag key={type} bordered={false}>
                        {t(runtimeKey(`groups.types.${type}`))}
                      </Tag>
                    ))
                  )}
                </Space>
              </List.Item>
            );
          }}
        />
      )}
      <Link to={`/schedule?teacher=${teacherId}`} data-testid="teacher-schedule-link">
        <CalendarOutlined /> {t("teacherView.openSchedule")}
      </Link>
      {editing && <WorkDayDialog teacherId={teacherId} day={editing.day} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function WorkDayDialog({ teacherId, day, onClose }: { teacherId: number; day: WorkDay | null; onClose(): void }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [form] = Form.useForm<Values>();
  const mutations = useWorkDayMutations(teacherId);
  const saving = day ? mutations.update : mutations.create;
  const required = { required: true, message: t("validation.required") };

  const submit = async (values: Values) => {
    try {
      if (day) await mutations.update.mutateAsync({ id: day.id, body: values });
      else await mutations.create.mutateAsync({ teacher: teacherId, ...values });
      toast.success(t("workDays.saved"));
      onClose();
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };

  return (
    <Modal
      open
      title={day ? t("workDays.change") : t("workDays.add")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="work-day-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={day ?? { weekday: 1, time_start: "09:00", time_end: "18:00", type_lessons: [] }}
        onFinish={submit}
      >
        <Form.Item name="weekday" label={t("groups.timetable.weekday")} rules={[required]}>
          <Select
            options={WEEKDAYS.map((weekday) => ({
              value: weekday,
              label: t(runtimeKey(`groups.weekdays.${weekday}`)),
            }))}
            data-testid="work-day-weekday"
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="time_start" label={t("workDays.from")} rules={[required]}>
            <TimeField minuteStep={SCHEDULE_STEP_MINUTES} data-testid="work-day-start" />
          </Form.Item>
          <Form.Item
            name="time_end"
            label={t("workDays.to")}
            dependencies={["time_start"]}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: string) => {
                  if (value && value <= getFieldValue("time_start")) throw new Error(t("workDays.endBeforeStart"));
                },
              }),
            ]}
          >
            <TimeField minuteStep={SCHEDULE_STEP_MINUTES} data-testid="work-day-end" />
          </Form.Item>
        </Space>
        <Form.Item name="type_lessons" label={t("workDays.lessonTypes")} extra={t("workDays.lessonTypesHint")}>
          <Select
            mode="multiple"
            allowClear={clearable}
            options={LESSON_TYPES.map((type) => ({ value: type, label: t(runtimeKey(`groups.types.${type}`)) }))}
            aria-label={t("workDays.lessonTypes")}
            data-testid="work-day-types"
          />
        </Form.Item>
        {saving.error ? (
          <Alert
            type="error"
            showIcon
            title={errorText(saving.error, t)}
            style={{ marginBottom: 16 }}
            data-testid="work-day-error"
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving.isPending} data-testid="work-day-save">
          {t("common.save")}
        </Button>
      </Form>
    </Modal>
  );
}
