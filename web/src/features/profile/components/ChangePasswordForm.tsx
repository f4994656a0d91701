import type { ChangePasswordBody } from "@school/contracts";
import { Button, Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { useChangePasswordMutation } from "../hooks/use-change-password.mutation";

type PasswordValues = { old_password: string; new_password: string; confirm: string };

/** The server names the field (validation_failed with fields.old_password); invalid_credentials is accepted too. */
const isWrongOldPassword = (error: unknown) =>
  isApiError(error) && (error.code === "invalid_credentials" || "old_password" in error.fields);

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const changePassword = useChangePasswordMutation();

  const submit = (values: PasswordValues) => {
    const body: ChangePasswordBody = { old_password: values.old_password, new_password: values.new_password };
    changePassword.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        toast.success(t("profile.password.changed"));
      },
      onError: (error) => {
        if (isWrongOldPassword(error)) {
          form.setFields([{ name: "old_password", errors: [t("profile.password.wrongOld")] }]);
        }
      },
    });
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      data-testid="password-form"
    >
      <FormError error={isWrongOldPassword(changePassword.error) ? null : changePassword.error} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="old_password" label={t("profile.password.old")} rules={[formRules.required(t)]}>
            <Input.Password autoComplete="current-password" data-testid="password-old" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="new_password"
            label={t("auth.fields.newPassword")}
            rules={[formRules.required(t), formRules.password(t)]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-new" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="confirm"
            label={t("auth.fields.passwordConfirm")}
            dependencies={["new_password"]}
            rules={[formRules.required(t), formRules.sameAs(t, "new_password")]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-confirm" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={changePassword.isPending} data-testid="password-submit">
        {t("profile.password.submit")}
      </Button>
    </Form>
  );
}
