import {
  APPLICATION_STATUSES,
  AUTOMATION_NOTICE_MAX,
  AUTOMATION_RECIPIENTS,
  AUTOMATION_RULE_NAME_MAX,
  type AutomationRule,
  type AutomationRuleInput,
  STAFF_TASK_PRIORITIES,
  STAFF_TASK_TITLE_MAX,
} from "@school/contracts";
import { Button, Checkbox, Form, Input, Modal, Select } from "antd";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { NumberField } from "../../../ui/NumberField";
import { useSchoolCoursesQuery } from "../../course-admin";
import { useRuleActions } from "../hooks/use-automation";

type Values = {
  name: string;
  to_status: AutomationRuleInput["to_status"];
  program_ids: number[];
  with_task: boolean;
  task_title: string;
  due_in_days: number;
  priority: (typeof STAFF_TASK_PRIORITIES)[number];
  with_notice: boolean;
  notice_text: string;
  notice_to: (typeof AUTOMATION_RECIPIENTS)[number];
};

const valuesOf = (rule: AutomationRule | null): Values => ({
  name: rule?.name ?? "",
  to_status: rule?.to_status ?? "refusal",
  program_ids: rule?.program_ids ?? [],
  with_task: rule ? rule.actions.task !== null : true,
  task_title: rule?.actions.task?.title ?? "",
  due_in_days: rule?.actions.task?.due_in_days ?? 1,
  priority: rule?.actions.task?.priority ?? "normal",
  with_notice: rule ? rule.actions.notice !== null : false,
  notice_text: rule?.actions.notice?.text ?? "",
  notice_to: rule?.actions.notice?.to ?? "all_staff",
});

const bodyOf = (values: Values, enabled: boolean): AutomationRuleInput => ({
  name: values.name,
  enabled,
  trigger: "application_status_changed",
  to_status: values.to_status,
  program_ids: values.program_ids,
  actions: {
    task: values.with_task
      ? { title: values.task_title, due_in_days: values.due_in_days, priority: values.priority }
      : null,
    notice: values.with_notice ? { text: values.notice_text, to: values.notice_to } : null,
  },
});

/**
 * A rule written or rewritten (decision 0150): when an application's status is set to the one chosen (for the
 * programs chosen, or any), give the student's responsible manager a task due some days later, and/or tell staff.
 * "Who would match today" lists the applications standing in that status now.
 */
export function RuleFormModal(props: { rule: AutomationRule | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, preview } = useRuleActions();
  const [programSearch, setProgramSearch] = useState("");
  const programs = useSchoolCoursesQuery({ q: programSearch, page: 1 });
  const withTask = Form.useWatch("with_task", form);
  const withNotice = Form.useWatch("with_notice", form);
  const submit = (values: Values) =>
    save.mutate(
      { id: props.rule?.id ?? null, body: bodyOf(values, props.rule?.enabled ?? true) },
      { onSuccess: props.onClose },
    );
  const runPreview = async () => {
    const values = await form.validateFields();
    preview.mutate(bodyOf(values, true));
  };
  return (
    <Modal
      open={props.open}
      title={props.rule ? t("automation.edit") : t("automation.new")}
      okText={t("automation.save")}
      cancelText={t("automation.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      okButtonProps={{ loading: save.isPending, "data-testid": "rule-save" } as ComponentProps<typeof Button>}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={submit}
        initialValues={valuesOf(props.rule)}
        data-testid="rule-form"
      >
        <FormError error={save.error} />
        <Form.Item name="name" label={t("automation.name")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={AUTOMATION_RULE_NAME_MAX} data-testid="rule-name" />
        </Form.Item>
        <fieldset className="automation-form__part">
          <legend>{t("automation.when")}</legend>
          <Form.Item name="to_status" label={t("automation.toStatus")} rules={[{ required: true }]}>
            <Select
              data-testid="rule-status"
              options={APPLICATION_STATUSES.map((status) => ({
                value: status,
                label: t(`applicationStatus.statuses.${status}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="program_ids" label={t("automation.programs")} extra={t("automation.anyProgram")}>
            <Select
              mode="multiple"
              data-testid="rule-programs"
              showSearch={{ filterOption: false, onSearch: setProgramSearch }}
              loading={programs.isFetching}
              options={(programs.data?.results ?? []).map((program) => ({ value: program.id, label: program.title }))}
            />
          </Form.Item>
        </fieldset>
        <fieldset className="automation-form__part">
          <legend>{t("automation.then")}</legend>
          <Form.Item name="with_task" valuePropName="checked">
            <Checkbox data-testid="rule-with-task">{t("automation.taskAction")}</Checkbox>
          </Form.Item>
          {withTask && (
            <div className="automation-form__action">
              <Form.Item
                name="task_title"
                label={t("automation.taskTitle")}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input maxLength={STAFF_TASK_TITLE_MAX} data-testid="rule-task-title" />
              </Form.Item>
              <div className="automation-form__row">
                <Form.Item name="due_in_days" label={t("automation.dueInDays")} rules={[{ required: true }]}>
                  <NumberField min={0} max={365} precision={0} data-testid="rule-task-days" />
                </Form.Item>
                <Form.Item name="priority" label={t("automation.priority")}>
                  <Select
                    className="automation-form__priority"
                    options={STAFF_TASK_PRIORITIES.map((priority) => ({
                      value: priority,
                      label: t(`staffTasks.priorities.${priority}`),
                    }))}
                  />
                </Form.Item>
              </div>
            </div>
          )}
          <Form.Item name="with_notice" valuePropName="checked">
            <Checkbox data-testid="rule-with-notice">{t("automation.noticeAction")}</Checkbox>
          </Form.Item>
          {withNotice && (
            <div className="automation-form__action">
              <Form.Item
                name="notice_text"
                label={t("automation.noticeText")}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input.TextArea maxLength={AUTOMATION_NOTICE_MAX} autoSize data-testid="rule-notice-text" />
              </Form.Item>
              <Form.Item name="notice_to" label={t("automation.noticeTo")}>
                <Select
                  options={AUTOMATION_RECIPIENTS.map((to) => ({ value: to, label: t(`automation.recipients.${to}`) }))}
                />
              </Form.Item>
            </div>
          )}
        </fieldset>
        <Button onClick={() => void runPreview()} loading={preview.isPending} data-testid="rule-preview">
          {t("automation.preview")}
        </Button>
        {preview.data && (
          <div className="automation-preview" data-testid="rule-preview-result" aria-live="polite">
            <p>{t("automation.previewCount", { count: preview.data.count })}</p>
            <ul>
              {preview.data.students.map((student) => (
                <li key={`${student.id}-${student.program}`}>
                  {student.name} · {student.program}
                  {student.responsible ? ` · ${student.responsible}` : ` · ${t("automation.noResponsible")}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Form>
    </Modal>
  );
}
