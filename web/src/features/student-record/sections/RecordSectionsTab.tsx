import type { RecordSection, StudentCard } from "@school/contracts";
import { Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { useRecordChoices } from "../lookups/use-record-choices";
import { RecordFields } from "./RecordFields";
import { useRecordUpdateMutation } from "./record-update";
import { recordBody } from "./record-values";
import "../student-record.css";

/** Some sections of the record, edited in place and saved through `manager_update/`. */
export function RecordSectionsTab({
  user,
  sections,
  name,
}: {
  user: StudentCard;
  sections: readonly RecordSection[];
  name: string;
}) {
  const { t } = useTranslation();
  const choices = useRecordChoices();
  const update = useRecordUpdateMutation();
  const [form] = Form.useForm();
  const submit = (values: Record<string, unknown>) =>
    update.mutate(
      { id: user.id, body: recordBody(sections, values) },
      { onSuccess: () => toast.success(t("record.ui.saved")) },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={user.record ?? {}}
      onFinish={submit}
      data-testid={`record-form-${name}`}
    >
      <FormError error={update.error} />
      {sections.map((section) => (
        <section key={section} className="record-section" aria-labelledby={`record-section-${name}-${section}`}>
          <h2 className="record-section__title" id={`record-section-${name}-${section}`}>
            {t(runtimeKey(`record.sections.${section}`))}
          </h2>
          <RecordFields sections={[section]} choices={choices.data} />
        </section>
      ))}
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid={`record-save-${name}`}>
        {t("record.ui.save")}
      </Button>
    </Form>
  );
}
