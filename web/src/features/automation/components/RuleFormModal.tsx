import {
  type ApplicationStatusKey,
  AUTOMATION_NOTICE_MAX,
  AUTOMATION_RECIPIENTS,
  AUTOMATION_RULE_NAME_MAX,
  AUTOMATION_TRIGGER_CONDITIONS,
  type AutomationRule,
  type AutomationRuleInput,
  type AutomationTrigger,
  type MailingChannel,
  type MessageTemplateKey,
  STAFF_TASK_PRIORITIES,
  STAFF_TASK_TITLE_MAX,
} from "@school/contracts";
import { Button, Checkbox, Form, Input, Modal, Select } from "antd";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { NumberField } from "../../../ui/NumberField";
import { TemplateSendFields } from "../../mailings";
import { useTaskHolders } from "../../staff-tasks";
import { useRuleActions } from "../hooks/use-automation";
import { RulePreview } from "./RulePreview";
import { RuleTriggerFields } from "./RuleTriggerFields";

/** The task's assignee in the form: the student's responsible manager, or a staff member's id. */
const RESPONSIBLE = "responsible";

type Values = {
  name: string;
  trigger: AutomationTrigger;
  to_status: ApplicationStatusKey | null;
  days: number | null;
  program_ids: number[];
  with_task: boolean;
  assignee: typeof RESPONSIBLE | number;
  task_title: string;
  due_in_days: number;
  priority: (typeof STAFF_TASK_PRIORITIES)[number];
  with_notice: boolean;
  notice_text: string;
  notice_to: (typeof AUTOMATION_RECIPIENTS)[number];
  with_template: boolean;
  template_key: MessageTemplateKey;
  template_channels: MailingChannel[];
};

const valuesOf = (rule: AutomationRule | null): Values => ({
  name: rule?.name ?? "",
  trigger: rule?.trigger ?? "application_status_changed",
  to_status: rule?.to_status ?? "refusal",
  days: rule?.days ?? 7,
  program_ids: rule?.program_ids ?? [],
  with_task: rule ? rule.actions.task !== null : true,
  assignee: rule?.actions.task?.assignee_id ?? RESPONSIBLE,
  task_title: rule?.actions.task?.title ?? "",
  due_in_days: rule?.actions.task?.due_in_days ?? 1,
  priority: rule?.actions.task?.priority ?? "normal",
  with_notice: rule ? rule.actions.notice !== null : false,
  notice_text: rule?.actions.notice?.text ?? "",
  notice_to: rule?.actions.notice?.to ?? "all_staff",
  with_template: rule ? rule.actions.template !== null : false,
  template_key: rule?.actions.template?.key ?? "visa_recommendations",
  template_channels: rule?.actions.template?.channels ?? ["email"],
});

/** The form's values as the API takes them: only the conditions the trigger takes (the contract refuses others). */
const bodyOf = (values: Values, enabled: boolean): AutomationRuleInput => ({
  name: values.name,
  enabled,
  trigger: values.trigger,
  to_status: AUTOMATION_TRIGGER_CONDITIONS[values.trigger].status ? values.to_status : null,
  days: AUTOMATION_TRIGGER_CONDITIONS[values.trigger].days ? values.days : null,
  program_ids: values.program_ids,
  actions: {
    task: values.with_task
      ? {
          title: values.task_title,
          due_in_days: values.due_in_days,
          priority: values.priority,
          assignee_id: values.assignee === RESPONSIBLE ? null : values.assignee,
        }
      : null,
    notice: values.with_notice ? { text: values.notice_text, to: values.notice_to } : null,
    template: values.with_template ? { key: values.template_key, channels: values.template_channels } : null,
  },
});

/**
 * A rule written or rewritten (decisions 0150, 0152): when its trigger fires (a status set, a lead, a document about
 * to expire, a tranche overdue, a student silent; for the programs chosen, or any), give the responsible manager or a
 * chosen staff member a task due some days later, tell staff, and/or send the student one of the school's message
 * templates (decision 0156). "Who would match today" shows whom it would meet now.
 */
export function RuleFormModal(props: { rule: AutomationRule | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, preview } = useRuleActions();
  const holders = useTaskHolders();
  const withTask = Form.useWatch("with_task", form);
  const withNotice = Form.useWatch("with_notice", form);
  const withTemplate = Form.useWatch("with_template", form);
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
        <RuleTriggerFields />
        <fieldset className="automation-form__part">
          <legend>{t("automation.then")}</legend>
          <Form.Item name="with_task" valuePropName="checked">
            <Checkbox data-testid="rule-with-task">{t("automation.taskActionAny")}</Checkbox>
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
              <Form.Item name="assignee" label={t("automation.assignee")}>
                <Select
                  data-testid="rule-task-assignee"
                  loading={holders.isLoading}
                  options={[
                    { value: RESPONSIBLE, label: t("automation.recipients.responsible") },
                    ...(holders.data ?? []).map((holder) => ({
                      value: holder.id,
                      label: `${holder.first_name} ${holder.last_name}`.trim(),
                    })),
                  ]}
                />
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
          <Form.Item name="with_template" valuePropName="checked">
            <Checkbox data-testid="rule-with-template">{t("automation.templateAction")}</Checkbox>
          </Form.Item>
          {withTemplate && (
            <div className="automation-form__action">
              <TemplateSendFields prefix="template" testId="rule-template" />
            </div>
          )}
        </fieldset>
        <Button onClick={() => void runPreview()} loading={preview.isPending} data-testid="rule-preview">
          {t("automation.preview")}
        </Button>
        {preview.data && preview.variables && (
          <RulePreview preview={preview.data} trigger={preview.variables.trigger} />
        )}
      </Form>
    </Modal>
  );
}
