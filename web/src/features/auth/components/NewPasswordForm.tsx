import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { useSetPasswordMutation } from "../hooks/use-password-reset.mutations";

type NewPasswordValues = { password: string; confirm: string };

/** Password recovery, step two: the token from the e-mailed link and the new password twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPasswordMutation();
  const linkExpired = isApiError(setPassword.error) && setPassword.error.code === "reset_token_invalid";

  const submit = ({ password }: NewPasswordValues) =>
    setPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t("auth.reset.passwordChanged"));
          navigate("/login", { replace: true });
        },
      },
    );

  return (
    <Form<NewPasswordValues> layout="vertical" requiredMark={false} onFinish={submit} data-testid="new-password-form">
      <FormError
        error={setPassword.error}
        action={linkExpired ? <Link to="/set-password">{t("auth.reset.requestNewLink")}</Link> : undefined}
      />
      <Form.Item
        name="password"
        label={t("auth.fields.newPassword")}
        rules={[formRules.required(t), formRules.password(t)]}
        hasFeedback
      >
        <Input.Password size="large" autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("auth.fields.passwordConfirm")}
        dependencies={["password"]}
        rules={[formRules.required(t), formRules.sameAs(t, "password")]}
        hasFeedback
      >
        <Input.Password size="large" autoComplete="new-password" data-testid="new-password-confirm" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={setPassword.isPending}
        data-testid="set-password-submit"
      >
        {t("auth.reset.savePassword")}
      </Button>
    </Form>
  );
}
