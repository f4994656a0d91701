import type { SchoolWhatsapp } from "@school/contracts";
import { Button, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { NUMBER_FIELDS, numberFieldProblems, numberFieldRule } from "../field-problems";
import { useSchoolWhatsappActions } from "../hooks/use-school-whatsapp";

type Values = { phone_number_id: string; access_token: string; app_secret: string };

/** A secret typed, or undefined to keep the one set. */
const typed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The number's id, token and app secret. The token and the secret are never shown back: once set, their fields stay
 * empty and say so, and left empty they keep what is set. The server's refusals stand on the fields they name.
 */
export function WhatsappNumberForm({ settings }: { settings: SchoolWhatsapp }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save } = useSchoolWhatsappActions();
  const fieldProblems = save.error ? numberFieldProblems(save.error, t) : {};
  // A refusal that names no field (a network failure, a rate limit) shows above the form.
  const formProblem = save.error && Object.keys(fieldProblems).length === 0 ? save.error : null;
  const submit = (values: Values) =>
    save.mutate(
      {
        phone_number_id: values.phone_number_id.trim(),
        access_token: typed(values.access_token),
        app_secret: typed(values.app_secret),
      },
      {
        onSuccess: () => {
          form.setFieldsValue({ access_token: "", app_secret: "" });
          toast.success(t("whatsapp.settings.saved"));
        },
        onError: (error) => {
          const problems = numberFieldProblems(error, t);
          form.setFields(
            NUMBER_FIELDS.filter((field) => problems[field]).map((field) => ({
              name: field,
              errors: [problems[field] ?? ""],
            })),
          );
        },
      },
    );
  const secretField = (field: "access_token" | "app_secret", label: string) => (
    <Form.Item
      name={field}
      label={label}
      rules={[...(settings.set ? [] : [formRules.required(t)]), numberFieldRule(field, t)]}
    >
      <Input.Password
        autoComplete="off"
        spellCheck={false}
        placeholder={settings.set ? t("whatsapp.settings.keepSet") : undefined}
        data-testid={`school-whatsapp-${field.replace("_", "-")}`}
      />
    </Form.Item>
  );
  return (
    <div className="school-whatsapp__number">
      <Typography.Paragraph type="secondary">{t("whatsapp.settings.hint")}</Typography.Paragraph>
      <FormError error={formProblem} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone_number_id: settings.phone_number_id ?? "", access_token: "", app_secret: "" }}
        onFinish={submit}
        data-testid="school-whatsapp-form"
      >
        <Form.Item
          name="phone_number_id"
          label={t("whatsapp.settings.phoneNumberId")}
          rules={[formRules.required(t), numberFieldRule("phone_number_id", t)]}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            data-testid="school-whatsapp-phone-number-id"
          />
        </Form.Item>
        {secretField("access_token", t("whatsapp.settings.accessToken"))}
        {secretField("app_secret", t("whatsapp.settings.appSecret"))}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="school-whatsapp-save">
          {t("whatsapp.settings.save")}
        </Button>
      </Form>
    </div>
  );
}
