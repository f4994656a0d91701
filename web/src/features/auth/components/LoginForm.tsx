import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { email as emailSchema, type LoginBody } from "@school/contracts";
import { Button, Divider, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { formRules, normalizePhone } from "../../../ui/validation";
import { purchaseReturnPath } from "../../checkout";
import { decodeAccessClaims, homePathFor } from "../../session";
import { useLoginMutation } from "../hooks/use-login.mutation";

type LoginValues = { identifier: string; password: string };

/** One field takes either an e-mail or a +7 phone number; the body names whichever it is. */
function toLoginBody(values: LoginValues): LoginBody {
  const identifier = values.identifier.trim();
  return emailSchema.safeParse(identifier).success
    ? { email: identifier, password: values.password }
    : { phone: normalizePhone(identifier), password: values.password };
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();

  const submit = (values: LoginValues) =>
    loginMutation.mutate(toLoginBody(values), {
      onSuccess: ({ access }) => {
        const claims = decodeAccessClaims(access);
        if (claims) navigate(purchaseReturnPath() ?? homePathFor(claims.role), { replace: true });
      },
    });

  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={submit} data-testid="login-form">
      <FormError error={loginMutation.error} />
      <Form.Item
        name="identifier"
        label={t("auth.login.identifier")}
        rules={[formRules.required(t), formRules.emailOrPhone(t)]}
      >
        <Input
          size="large"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t("auth.login.identifierPlaceholder")}
          data-testid="login-email"
        />
      </Form.Item>
      <Form.Item name="password" label={t("auth.fields.password")} rules={[formRules.required(t)]}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <div className="auth-card__links" style={{ marginBottom: 16 }}>
        <Link to="/set-password" data-testid="login-forgot">
          {t("auth.login.forgot")}
        </Link>
        <Link to="/phone" data-testid="login-by-code">
          {t("auth.login.byCode")}
        </Link>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={loginMutation.isPending}
        data-testid="login-submit"
      >
        {t("auth.login.submit")}
      </Button>
      <Divider plain>{t("auth.login.noAccount")}</Divider>
      <Button size="large" block onClick={() => navigate("/user-registrate")} data-testid="login-signup">
        {t("auth.register.submit")}
      </Button>
    </Form>
  );
}
