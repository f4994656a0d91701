import {
  APPLICATION_STATUSES,
  AUTOMATION_DAYS_MAX,
  AUTOMATION_TRIGGER_CONDITIONS,
  AUTOMATION_TRIGGERS,
  type AutomationTrigger,
} from "@school/contracts";
import { Form, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { useSchoolCoursesQuery } from "../../course-admin";
import "../../application-status/texts";

/** The triggers that take a number of days (the contract's table), each with its own label. */
type DaysTrigger = Exclude<AutomationTrigger, "application_status_changed" | "lead_registered" | "test_passed">;

/**
 * A rule's "when" (decision 0152): the trigger, then only the conditions the contract's trigger table gives it — the
 * status set, the number of days — and the programs.
 */
export function RuleTriggerFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const trigger: AutomationTrigger = Form.useWatch("trigger", form) ?? "application_status_changed";
  const takes = AUTOMATION_TRIGGER_CONDITIONS[trigger];
  const [programSearch, setProgramSearch] = useState("");
  const programs = useSchoolCoursesQuery({ q: programSearch, page: 1 });
  return (
    <fieldset className="automation-form__part">
      <legend>{t("automation.when")}</legend>
      <Form.Item name="trigger" label={t("automation.trigger")} rules={[{ required: true }]}>
        <Select
          data-testid="rule-trigger"
          options={AUTOMATION_TRIGGERS.map((each) => ({ value: each, label: t(`automation.triggers.${each}`) }))}
        />
      </Form.Item>
      {takes.status && (
        <Form.Item name="to_status" label={t("automation.toStatus")} rules={[{ required: true }]}>
          <Select
            data-testid="rule-status"
            options={APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: t(`applicationStatus.statuses.${status}`),
            }))}
          />
        </Form.Item>
      )}
      {takes.days && (
        <Form.Item name="days" label={t(`automation.daysOf.${trigger as DaysTrigger}`)} rules={[{ required: true }]}>
          <NumberField min={1} max={AUTOMATION_DAYS_MAX} precision={0} data-testid="rule-days" />
        </Form.Item>
      )}
      <Form.Item
        name="program_ids"
        label={t("automation.programs")}
        extra={t(trigger === "lead_registered" ? "automation.anyProgramOfLead" : "automation.anyProgram")}
      >
        <Select
          mode="multiple"
          data-testid="rule-programs"
          showSearch={{ filterOption: false, onSearch: setProgramSearch }}
          loading={programs.isFetching}
          options={(programs.data?.results ?? []).map((program) => ({ value: program.id, label: program.title }))}
        />
      </Form.Item>
    </fieldset>
  );
}
