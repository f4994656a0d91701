import { MailOutlined } from "@ant-design/icons";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { formRules } from "../../../ui/validation";
import { useSendResetLinkMutation } from "../hooks/use-password-reset.mutations";

type ResetRequestValues = { email: string };

/** Password recovery, step one: the server always answers 200, so the next screen never reveals an account. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendLink = useSendResetLinkMutation();

  const submit = ({ email }: ResetRequestValues) =>
    sendLink.mutate(email.trim(), {
      onSuccess: () => navigate(`/mail-success?${new URLSearchParams({ email: email.trim() }).toString()}`),
    });

  return (
    <Form<ResetRequestValues> layout="vertical" requiredMark={false} onFinish={submit} data-testid="reset-form">
      <FormError error={sendLink.error} />
      <Form.Item name="email" label={t("auth.fields.email")} rules={[formRules.required(t), formRules.email(t)]}>
        <Input size="large" type="email" autoComplete="email" prefix={<MailOutlined />} data-testid="reset-email" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={sendLink.isPending}
        data-testid="reset-submit"
      >
        {t("auth.reset.submit")}
      </Button>
      <div style={{ textAlign: "center", marginTop: 16 }}>
        <Link to="/login">{t("auth.reset.backToLogin")}</Link>
      </div>
    </Form>
  );
}
